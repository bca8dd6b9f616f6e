/** Programme guide, current shows and the station list (docs/product.md, "Content"). */
import { daysApart, sastDay } from '../../../src/core/sast-day';
import type { ScheduledShow, StationId } from '../../seed/types';
import type { GraphqlContext } from '../context';
import { badInput } from '../errors';

/** getEpgData serves the week around today: this many days either side. */
export const EPG_WINDOW_DAYS = 7;

export function scheduleItem(show: ScheduledShow, ctx: GraphqlContext) {
  const image = ctx.services.image(show.imageId);
  return {
    id: show.id,
    station: show.station,
    startTimeUnixSeconds: show.startTimeUnixSeconds,
    durationInSeconds: show.durationInSeconds,
    endTimeUnixSeconds: show.endTimeUnixSeconds,
    fallbackHeaderImage: image,
    headline: show.headline,
    presenters: show.presenters,
    url: show.url,
    teaserDetail: {
      backgroundColor: show.backgroundColor,
      headline: show.headline,
      teaserHeadline: show.teaserHeadline,
      images: image,
    },
  };
}

/** getNowPlayingHistory: a range inside the catch-up window (config.catchupWindowSeconds), at most a day. */
const MAX_HISTORY_SPAN_SECONDS = 24 * 3600;

type HistoryArgs = { station: StationId | 'none'; fromUnixSeconds: number; toUnixSeconds: number };

export const scheduleResolvers = {
  Query: {
    getCurrentShows: (_: unknown, _args: unknown, ctx: GraphqlContext) =>
      ctx.services.seed.stations.map((s) =>
        scheduleItem(ctx.services.seed.showAt(s.id, ctx.services.now()), ctx),
      ),
    getEpgData: (_: unknown, args: { station: StationId | 'none'; date: string }, ctx: GraphqlContext) => {
      if (args.station === 'none') throw badInput('"station" must be one of the four stations');
      const today = sastDay(ctx.services.now() * 1000);
      const distance = daysApart(args.date, today);
      if (distance === null)
        throw badInput(`"date" must be a calendar day as YYYY-MM-DD, got "${args.date.slice(0, 40)}"`);
      if (distance > EPG_WINDOW_DAYS) {
        throw badInput(`"date" must be within ${EPG_WINDOW_DAYS} days of today (${today})`);
      }
      return ctx.services.seed.scheduleForDay(args.station, args.date).map((show) => scheduleItem(show, ctx));
    },
    getNowPlayingHistory: (_: unknown, args: HistoryArgs, ctx: GraphqlContext) => {
      if (args.station === 'none') throw badInput('"station" must be one of the four stations');
      const { fromUnixSeconds: from, toUnixSeconds: to } = args;
      const now = ctx.services.now();
      const windowSeconds = ctx.services.config.catchupWindowSeconds;
      if (to <= from) throw badInput('"toUnixSeconds" must be after "fromUnixSeconds"');
      if (to - from > MAX_HISTORY_SPAN_SECONDS) throw badInput('The range may span at most 24 hours');
      if (from < now - windowSeconds) {
        throw badInput(
          `"fromUnixSeconds" is before the catch-up window: the history keeps the last ${windowSeconds / 3600} hours (from ${now - windowSeconds} on)`,
        );
      }
      if (from > now) throw badInput('"fromUnixSeconds" is in the future: nothing has aired then yet');
      // Nothing after now has aired: the range ends at now whatever was asked.
      return ctx.services.nowPlaying.historyBetween(args.station, from, Math.min(to, now + 1), 300) ?? [];
    },
    getStationList: (_: unknown, _args: unknown, ctx: GraphqlContext) =>
      ctx.services.seed.stations.map((s) => ({
        id: s.id,
        stationName: s.name,
        station: s.id,
        mediaId: s.liveMediaId,
        themeColor: s.themeColor,
        logoUrl: `${ctx.services.config.publicUrl}/images/logos/${s.logoFile}`,
        format: s.format,
        frequency: s.frequency,
        city: s.city,
        catchUpWindowSeconds: ctx.services.config.catchupWindowSeconds,
      })),
  },
};
