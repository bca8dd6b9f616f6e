/**
 * The station page's shelves (getStationHighlights): a station's newest podcasts, news and clips. The live
 * player, the show on air and today's schedule come from the queries that already serve them (getStationList,
 * getEpgData), so this answers only what no other query gives by station.
 */
import type { ContentItem, StationId } from '../../seed/types';
import type { GraphqlContext } from '../context';
import { badInput } from '../errors';

/** Items per shelf: a row of cards a listener scrolls in one or two swipes. */
const SHELF_SIZE = 8;

const SHELVES = {
  podcasts: new Set(['AudioPodcast', 'VideoPodcast', 'PodcastPublished']),
  news: new Set(['NewsTeaserDetail']),
  clips: new Set(['AudioTeaserDetail', 'VideoTeaserDetail']),
} as const;

function shelf(items: readonly ContentItem[], typenames: ReadonlySet<string>): ContentItem[] {
  return items
    .filter((item) => typenames.has(item.typename))
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .slice(0, SHELF_SIZE);
}

export const stationResolvers = {
  Query: {
    getStationHighlights: (_: unknown, args: { station: StationId | 'none' }, ctx: GraphqlContext) => {
      if (args.station === 'none') throw badInput('"station" must be one of the four stations');
      const own = ctx.services.seed.content.filter((item) => item.station === args.station && !item.draft);
      return {
        station: args.station,
        podcasts: shelf(own, SHELVES.podcasts),
        news: shelf(own, SHELVES.news),
        clips: shelf(own, SHELVES.clips),
      };
    },
  },
};
