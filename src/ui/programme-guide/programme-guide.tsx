/**
 * A station's programme guide for one South African day (docs/product.md, "Routes" /station/{station}/guide, docs/product.md, "Content" programme guide
 * item): a day switcher over the week behind today and three days ahead, the show on air highlighted (aria-current) and scrolled
 * into view inside the guide's own scroll box (never the page's), play live from it, and a timer to the next
 * show change that moves the highlight and is cleaned up on unmount. Left open across midnight, a guide that
 * shows today moves to the new today.
 *
 * Also the partner widget <primedia-programme-guide station="702" date="2026-11-23" compact>: data comes
 * through the Apollo-free `liteQuery` (docs/design.md, "Budgets" budget), styles from programme-guide.css under the root
 * class, and a bad attribute shows a message inside the component and fires `primedia-error` (docs/design.md, "Reliability rules").
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  GetEpgDataDocument,
  type ScheduleItemFieldsFragment,
} from '../../core/api/generated/strings/graphql';
import { liteQuery } from '../../core/api/lite';
import { recordProblem } from '../../core/monitoring/problems';
import { liveTitle } from '../../core/player/live/live-title';
import { onAirAt } from '../../core/now-playing/message';
import { playFromStart, playMedia, stopPlayback, type PlayRequest } from '../../core/player/controller';
import { canCatchUp } from '../../core/player/catch-up/catch-up';
import {
  $reminders,
  reminderShowOf,
  startRemindersLater,
  type ReminderShow,
} from '../../core/personal/reminder-store';
import { showCalendarFile } from '../../core/personal/ics';
import { useProtectedAction } from '../protected/protected-action';
import { displayState } from '../../core/player/state';
import { $nowPlaying, $player, $playRequest } from '../../core/player/store';
import { sastDay } from '../../core/sast-day';
import { STATION_BRAND } from '../../core/stations/station-brand';
import {
  parseStationId,
  STATION_IDS,
  type StationDetails,
  type StationId,
} from '../../core/stations/stations';
import { stationEnumOf } from '../content/format';
import { InternalLink, type NavigateFn } from '../content/internal-link';
import { useEmit } from '../common/host-events';
import { useStartListening } from '../common/start-listening';
import { useStation } from '../common/use-station-list';
import { checkGuideDate, currentShowIndex, dayLabel, longDayLabel, switcherDays } from './guide-time';
import { ShowTimeRange } from './show-time-range';
import { useGuideTicks } from './use-guide-ticks';

export interface ProgrammeGuideProps {
  /** One of 702, 947, kfm, capetalk. */
  station?: string;
  /** YYYY-MM-DD (South African day); default today. */
  date?: string;
  /** Fewer details: no images or presenters. */
  compact?: boolean;
  /**
   * In the host app: show titles link to the show's page and navigate in place. Without it (a widget on a
   * partner page, where a site path would point at the partner's origin) titles are plain text.
   */
  onNavigate?: NavigateFn;
  /** Heading level of show titles, to fit under the page's own headings (default 3). */
  headingLevel?: 2 | 3;
  /** Told when the listener picks a day (null: today), so a page can put it in its address. */
  onDayChange?: (day: string | null) => void;
}

type Guide =
  | { status: 'loading' }
  | { status: 'ready'; shows: ScheduleItemFieldsFragment[] }
  | { status: 'failed'; message: string };

const CONNECTION_MESSAGE = 'The programme guide could not be loaded. Check your connection and try again.';
const originOf = (station: StationId) => `programme-guide:${station}`;

function useGuide(station: StationId | null, day: string | null, attempt: number): Guide {
  const [answer, setAnswer] = useState<{ key: string; guide: Guide } | null>(null);
  const key = `${station}:${day}:${attempt}`;
  useEffect(() => {
    if (!station || !day) return;
    let cancelled = false;
    liteQuery(GetEpgDataDocument, { station: stationEnumOf(station), date: day }).then(
      (data) => {
        if (!cancelled) setAnswer({ key, guide: { status: 'ready', shows: data.getEpgData } });
      },
      (error: unknown) => {
        if (cancelled) return;
        recordProblem({ area: 'programme-guide', message: `guide failed: ${String(error)}` });
        setAnswer({ key, guide: { status: 'failed', message: CONNECTION_MESSAGE } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [station, day, key]);
  return answer?.key === key ? answer.guide : { status: 'loading' };
}

/**
 * The day the guide shows. Without a choice it is the `date` attribute's day, or today, following the clock
 * across midnight. A listener's choice holds until the attribute changes; choosing today means "today", so it
 * too follows the clock, while any other chosen day stays put.
 */
type DayChoice = { attribute: string; day: string | 'today' };

/** A "Remind me" the main site can finish when a partner page's sign-in cannot come back signed in. */
const remindIntent = (show: ReminderShow) => ({ remind: show.id });

export function ProgrammeGuide({
  station,
  date,
  compact = false,
  onNavigate,
  headingLevel = 3,
  onDayChange,
}: ProgrammeGuideProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const emit = useEmit();
  const startListening = useStartListening();
  const stationId = parseStationId(station);
  const [chosen, setChosen] = useState<DayChoice | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The clock the guide reads (useGuideTicks below moves it): "today" and the show on air derive from it.
  const [now, setNow] = useState(() => Date.now());
  const today = sastDay(now);
  const dateCheck = checkGuideDate(date, today);
  const problem = !stationId
    ? {
        attribute: 'station',
        message: `${station ? `Unknown station "${station.slice(0, 40)}".` : 'No station chosen.'} Use one of ${STATION_IDS.join(', ')}.`,
      }
    : 'problem' in dateCheck
      ? { attribute: 'date', message: dateCheck.problem }
      : null;
  const startDay = 'day' in dateCheck ? dateCheck.day : null;
  const attribute = date ?? '';
  // A new `date` attribute replaces the listener's earlier choice.
  const choice = chosen && chosen.attribute === attribute ? chosen.day : null;
  const day = choice === 'today' ? today : (choice ?? startDay);
  const guide = useGuide(problem ? null : stationId, day, attempt);
  const details = useStation(stationId, 'programme-guide');
  const shows = useMemo(() => (guide.status === 'ready' ? guide.shows : []), [guide]);
  useGuideTicks(shows, now, setNow);
  const current = currentShowIndex(shows, now);
  const player = useStore($player, { ssr: 'initial' });
  const request = useStore($playRequest, { ssr: 'initial' });
  const reminders = useStore($reminders);
  const listRef = useRef<HTMLOListElement>(null);
  // Reminders (docs/time-shift.md): set on the listener's account; anonymous listeners meet the registration wall.
  const remind = useProtectedAction((show: ReminderShow) => {
    void import('../../core/personal/reminders').then((module) => module.toggleReminder(show));
  }, remindIntent);
  useEffect(() => startRemindersLater(), []);
  const daysRef = useRef<HTMLDivElement>(null);

  // Once per distinct problem, not once per render.
  const problemAttribute = problem?.attribute;
  const problemMessage = problem?.message;
  useEffect(() => {
    if (problemAttribute)
      emit('primedia-error', { code: 'bad-attribute', attribute: problemAttribute, message: problemMessage });
  }, [problemAttribute, problemMessage, emit]);
  useEffect(() => {
    if (guide.status === 'failed') emit('primedia-error', { code: 'load-failed', message: guide.message });
  }, [guide, emit]);

  // Scroll the show on air into view inside the list only; scrollIntoView could scroll the partner's page.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || current < 0) return;
    const item = list.children[current] as HTMLElement | undefined;
    if (item) list.scrollTop = Math.max(0, item.offsetTop - 8);
  }, [current, guide]);

  // Keep the chosen day visible in the switcher row, again without scrolling the page.
  useLayoutEffect(() => {
    const row = daysRef.current;
    const pressed = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !pressed) return;
    row.scrollLeft = Math.max(0, pressed.offsetLeft - (row.clientWidth - pressed.offsetWidth) / 2);
    // Again once the guide has loaded: the row is laid out (or its width settled) only then.
  }, [day, guide]);

  if (problem || !stationId) {
    return (
      <div className="primedia-surface programme-guide programme-guide--error" part="container" role="alert">
        <p className="programme-guide__message">{problem?.message}</p>
      </div>
    );
  }

  const brand = STATION_BRAND[stationId];
  const stationName = details?.stationName ?? brand.name;
  const style = { '--primedia-station': details?.themeColor ?? brand.color } as CSSProperties;
  // Catch-up of this station is not live: the button offers live (docs/product.md, "Player" controls) while it plays.
  const liveHere = details !== null && request?.station === stationId && !player.catchUp;
  const liveDisplay = liveHere ? displayState(player) : 'idle';
  const onAir = current >= 0 ? shows[current] : undefined;

  const liveRequestOf = (details: StationDetails): PlayRequest => {
    const show = onAir ?? null;
    return {
      mediaId: details.mediaId,
      type: 'audio',
      audio: {
        title: liveTitle(details.stationName, onAirAt($nowPlaying.get(), stationId), show?.headline),
        station: details.stationName,
        imageUrl: show?.teaserDetail.images.ratio1x1.sm ?? '',
      },
      station: stationId,
      liveStartTime: show ? show.startTimeUnixSeconds * 1000 : null,
      origin: originOf(stationId),
    };
  };
  const toggleLive = () => {
    if (!details) return;
    if (liveDisplay !== 'idle') {
      stopPlayback(); // its listening session fires primedia-stop, reason 'stopped'
      return;
    }
    startListening({ station: stationId, mediaId: details.mediaId, live: true });
    void playMedia(liveRequestOf(details));
  };
  // Catch-up (docs/time-shift.md): a show that started inside the station's window plays from its first second.
  const windowSeconds = details?.catchUpWindowSeconds ?? 0;
  const playShowFromStart = (show: ScheduleItemFieldsFragment) => {
    if (!details) return;
    startListening({ station: stationId, mediaId: details.mediaId, live: false, catchUp: true });
    void playFromStart(liveRequestOf(details), {
      startUnixSeconds: show.startTimeUnixSeconds,
      headline: show.headline,
      imageUrl: show.teaserDetail.images.ratio1x1.sm,
    });
  };
  // The accessible name starts with the visible words (WCAG 2.5.3 label in name).
  const liveText = liveDisplay === 'loading' ? 'Loading' : liveDisplay === 'idle' ? 'Listen live' : 'Stop';
  const liveLabel =
    liveDisplay === 'loading'
      ? `Loading ${stationName} live`
      : liveDisplay === 'idle'
        ? `Listen live to ${stationName}`
        : `Stop ${stationName} live`;

  const days = day ? switcherDays(today, day) : [];
  const addToCalendar = (show: ScheduleItemFieldsFragment) => {
    const file = showCalendarFile(show, stationName, globalThis.location?.href ?? '', Date.now());
    const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${show.id}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section
      className={`primedia-surface programme-guide${compact ? ' programme-guide--compact' : ''}`}
      part="container"
      style={style}
      aria-label={`${stationName} programme guide`}
    >
      <div className="programme-guide__top">
        <p className="programme-guide__station">
          {/* The logo's box is there before the station's details, so the name does not move when they come. */}
          {details ? (
            <img src={details.logoUrl} alt="" width={32} height={32} />
          ) : (
            <span className="programme-guide__logo" aria-hidden="true" />
          )}
          <span>{stationName}</span>
        </p>
        <button
          type="button"
          className="programme-guide__live"
          part="live"
          aria-label={liveLabel}
          disabled={!details}
          onClick={toggleLive}
        >
          <span aria-hidden="true" className={`control-icon control-icon--${liveDisplay}`} />
          <span aria-hidden="true">{liveText}</span>
        </button>
      </div>
      <div className="programme-guide__days" ref={daysRef} role="group" aria-label="Choose a day" part="days">
        {days.map((d) => (
          <button
            key={d}
            type="button"
            className="programme-guide__day"
            aria-pressed={d === day}
            aria-label={`${dayLabel(d, today)}, ${longDayLabel(d)}`}
            onClick={() => {
              setChosen({ attribute, day: d === today ? 'today' : d });
              onDayChange?.(d === today ? null : d);
            }}
          >
            {dayLabel(d, today)}
          </button>
        ))}
      </div>
      {guide.status === 'loading' ? (
        <p className="programme-guide__status" aria-busy="true">
          Loading the guide…
        </p>
      ) : guide.status === 'failed' ? (
        <div className="programme-guide__status">
          <p className="programme-guide__message" role="alert">
            {guide.message}
          </p>
          <button type="button" className="programme-guide__retry" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : shows.length === 0 ? (
        <p className="programme-guide__status">No shows are listed for this day.</p>
      ) : (
        <ol
          className="programme-guide__list"
          ref={listRef}
          part="list"
          tabIndex={0}
          aria-label={`Shows on ${longDayLabel(day ?? today)}`}
        >
          {shows.map((show, index) => {
            const isCurrent = index === current;
            const catchUp = canCatchUp(show.startTimeUnixSeconds, windowSeconds, now);
            const upcoming = show.startTimeUnixSeconds * 1000 > now;
            // A show that has started and cannot be played says so, never a silent row.
            const outOfWindow = !upcoming && !catchUp && details !== null;
            const playText = isCurrent ? 'From the start' : 'Play';
            const reminded = reminders.some((r) => r.id === show.id);
            return (
              <li
                key={show.id}
                className={`programme-guide__show${isCurrent ? ' programme-guide__show--current' : ''}${catchUp ? ' programme-guide__show--catch-up' : ''}`}
                data-catch-up={catchUp ? 'true' : undefined}
                aria-current={isCurrent ? 'true' : undefined}
                data-start={show.startTimeUnixSeconds}
                data-end={show.endTimeUnixSeconds}
                part={isCurrent ? 'show current' : 'show'}
              >
                <p className="programme-guide__time">
                  <ShowTimeRange start={show.startTimeUnixSeconds} end={show.endTimeUnixSeconds} />
                </p>
                {compact ? null : (
                  <img
                    className="programme-guide__image"
                    src={show.teaserDetail.images.ratio1x1.sm}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                  />
                )}
                <div className="programme-guide__text">
                  <Heading className="programme-guide__headline">
                    {show.url && onNavigate ? (
                      <InternalLink href={show.url} onNavigate={onNavigate}>
                        {show.headline}
                      </InternalLink>
                    ) : (
                      show.headline
                    )}
                  </Heading>
                  {compact || show.presenters.length === 0 ? null : (
                    <p className="programme-guide__presenters">With {show.presenters.join(', ')}</p>
                  )}
                  {isCurrent ? <p className="programme-guide__on-air">On air now</p> : null}
                  {catchUp ? (
                    <button
                      type="button"
                      className="programme-guide__from-start"
                      part="from-start"
                      // The accessible name starts with the visible words (WCAG 2.5.3 label in name).
                      aria-label={`${playText}: ${show.headline}`}
                      onClick={() => playShowFromStart(show)}
                    >
                      <span aria-hidden="true" className="control-icon control-icon--idle" />
                      <span aria-hidden="true">{playText}</span>
                    </button>
                  ) : null}
                  {outOfWindow ? (
                    <p className="programme-guide__unavailable" part="unavailable">
                      Not available to replay
                    </p>
                  ) : null}
                  {upcoming ? (
                    <p className="programme-guide__actions">
                      <button
                        type="button"
                        className="programme-guide__from-start"
                        part="remind"
                        aria-pressed={reminded}
                        aria-label={`Remind me of ${show.headline}`}
                        onClick={() => remind(reminderShowOf(show))}
                      >
                        {/* One name for the toggle (aria-pressed says whether it is set); a tick shows it. */}
                        {reminded ? <span aria-hidden="true">✓ </span> : null}
                        Remind me
                      </button>
                      <button
                        type="button"
                        className="programme-guide__calendar"
                        part="calendar"
                        aria-label={`Add to calendar: ${show.headline}`}
                        onClick={() => addToCalendar(show)}
                      >
                        Add to calendar
                      </button>
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
