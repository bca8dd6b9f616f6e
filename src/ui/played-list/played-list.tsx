/**
 * "Played on {station}": the songs and talk segments of the past hours, newest first, from the now-playing
 * history the content API answers, paged back through the catch-up window, and filtered by title or artist.
 * "Hear it again" starts catch-up at the item's start (docs/time-shift.md, "Catch-up"), so now playing shows it.
 */
import { useEffect, useState } from 'react';
import {
  GetNowPlayingHistoryDocument,
  type GetNowPlayingHistoryQuery,
} from '../../core/api/generated/strings/graphql';
import { liteQuery } from '../../core/api/lite';
import { recordProblem } from '../../core/monitoring/problems';
import { momentPath } from '../../core/moments';
import type { StationDetails, StationId } from '../../core/stations/stations';
import { stationEnumOf } from '../content/format';
import { dayLabel, formatShowTime } from '../programme-guide/guide-time';
import { useStartCatchUp } from '../common/start-catch-up';
import { sastDay } from '../../core/sast-day';

type Item = GetNowPlayingHistoryQuery['getNowPlayingHistory'][number];

/** Hours of history each page adds. */
const PAGE_HOURS = 3;

export function PlayedList({
  station,
  details,
  nowMs,
}: {
  station: StationId;
  details: StationDetails;
  nowMs: number;
}) {
  const startCatchUp = useStartCatchUp(station, details);
  // Fixed when the list first shows, so pages line up; each page is one answer of PAGE_HOURS.
  const [top] = useState(() => Math.floor(nowMs / 1000));
  const [pages, setPages] = useState(1);
  const [loaded, setLoaded] = useState<{ pages: number; items: Item[] }>({ pages: 0, items: [] });
  const [failed, setFailed] = useState(false);
  const [filter, setFilter] = useState('');
  const [copied, setCopied] = useState<number | null>(null);
  const now = Math.floor(nowMs / 1000);
  const windowStart = top - details.catchUpWindowSeconds;
  const canPageBack = top - pages * PAGE_HOURS * 3600 > windowStart;
  useEffect(() => {
    if (loaded.pages >= pages) return;
    let cancelled = false;
    const to = top - loaded.pages * PAGE_HOURS * 3600;
    liteQuery(GetNowPlayingHistoryDocument, {
      station: stationEnumOf(station),
      from: Math.max(windowStart + 60, to - PAGE_HOURS * 3600),
      to,
    }).then(
      (data) => {
        if (cancelled) return;
        const known = new Set(loaded.items.map((item) => item.startTimeUnixSeconds));
        const older = data.getNowPlayingHistory.filter((item) => !known.has(item.startTimeUnixSeconds));
        setLoaded({ pages: loaded.pages + 1, items: [...loaded.items, ...older.reverse()] });
      },
      (error: unknown) => {
        if (cancelled) return;
        recordProblem({ area: 'played-list', message: `history failed: ${String(error)}` });
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [station, loaded, pages, top, windowStart]);
  const items = loaded.pages === 0 ? null : loaded.items;

  const words = filter.trim().toLowerCase();
  const shown = (items ?? []).filter(
    (item) =>
      item.startTimeUnixSeconds <= now &&
      (!words || `${item.title} ${item.artist}`.toLowerCase().includes(words)),
  );
  const today = sastDay(nowMs);
  const share = async (item: Item) => {
    const url = new URL(momentPath(station, item.startTimeUnixSeconds), location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(item.startTimeUnixSeconds);
    } catch {
      setCopied(null);
    }
  };
  const hearAgain = (item: Item) =>
    startCatchUp({ startUnixSeconds: item.startTimeUnixSeconds, headline: details.stationName });
  return (
    <section className="played-list" aria-labelledby={`played-on-${details.id}`}>
      <h2 id={`played-on-${details.id}`} className="content-section-title">
        Played on {details.stationName}
      </h2>
      <label className="played-list__search">
        Find a song or artist
        <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      {failed ? (
        <p role="alert">What played could not be loaded. Check your connection and reload the page.</p>
      ) : items === null ? (
        <p aria-busy="true">Loading what played…</p>
      ) : shown.length === 0 ? (
        <p>Nothing played matches “{filter}”.</p>
      ) : (
        <ol className="played-list__items">
          {shown.map((item) => (
            <li key={item.startTimeUnixSeconds} className="played-list__item">
              <span className="played-list__time">
                {dayLabel(sastDay(item.startTimeUnixSeconds * 1000), today)}{' '}
                {formatShowTime(item.startTimeUnixSeconds)}
              </span>
              <span className="played-list__what">
                <strong>{item.title}</strong>
                {item.artist ? <span> · {item.artist}</span> : null}
              </span>
              <button
                type="button"
                className="played-list__share"
                // The visible word starts the name, so speech input ("click Share") finds it.
                aria-label={`${copied === item.startTimeUnixSeconds ? 'Link copied' : 'Share'}: ${item.title} at ${formatShowTime(item.startTimeUnixSeconds)}`}
                onClick={() => void share(item)}
              >
                {copied === item.startTimeUnixSeconds ? 'Link copied' : 'Share'}
              </button>
              <button
                type="button"
                className="content-button"
                aria-label={`Hear it again: ${item.title}${item.artist ? ` · ${item.artist}` : ''}`}
                onClick={() => hearAgain(item)}
              >
                Hear it again
              </button>
            </li>
          ))}
        </ol>
      )}
      {canPageBack ? (
        <button type="button" className="content-button" onClick={() => setPages((n) => n + 1)}>
          Earlier
        </button>
      ) : null}
    </section>
  );
}
