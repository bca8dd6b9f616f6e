/**
 * The station page's "On air now": the show on air (image, name, times, presenters), what plays in it right now
 * (song or segment, from the now-playing stream), and the show that follows.
 */
import type { StationShowFieldsFragment } from '../../../core/api/generated/graphql';
import type { NowPlayingInfo } from '../../../core/now-playing/message';
import { liveNowParts } from '../../../core/player/live/live-now';
import { ShowTime, ShowTimeRange } from '../../../ui/programme-guide/show-time-range';
import { ShowName } from './show-name';

export function OnAirNow({
  onAir,
  next,
  info,
}: {
  onAir: StationShowFieldsFragment | null;
  next: StationShowFieldsFragment | null;
  info: NowPlayingInfo | null;
}) {
  const name = info?.show.headline || onAir?.headline || '';
  const now = liveNowParts(info);
  return (
    <section className="station-page__on-air" aria-labelledby="on-air-title">
      <h2 id="on-air-title" className="content-section-title">
        On air now
      </h2>
      {onAir ? (
        <div className="station-show">
          <img
            className="station-show__image"
            src={onAir.teaserDetail.images.ratio1x1.sm}
            alt=""
            width={96}
            height={96}
          />
          <div>
            <p className="station-show__title">
              <ShowName show={onAir} name={name} />
            </p>
            <p className="station-show__time">
              <ShowTimeRange start={onAir.startTimeUnixSeconds} end={onAir.endTimeUnixSeconds} />
              {onAir.presenters.length > 0 ? ` · With ${onAir.presenters.join(', ')}` : ''}
            </p>
          </div>
        </div>
      ) : (
        <p>{name || 'The show on air is not known right now.'}</p>
      )}
      <p className="station-now" aria-live="polite">
        {now ? (
          <>
            <span className="station-now__label">{now.label}: </span>
            {now.text}
          </>
        ) : (
          '\u00a0'
        )}
      </p>
      {next ? (
        <p className="station-next">
          <span className="station-now__label">Up next: </span>
          <ShowTime at={next.startTimeUnixSeconds} /> <ShowName show={next} />
        </p>
      ) : null}
    </section>
  );
}
