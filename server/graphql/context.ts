/** What every resolver can reach: the seed lookups, the search index, the user database and the caller. */
import type { PlatformConfig } from '../config';
import type { VerifiedUser } from '../identity';
import type { SearchIndex } from '../search';
import type { Seed } from '../seed';
import type { UserDatabase } from '../store/db';
import type { ContentLookup } from './content-lookup';
import type { ImageOf } from './images';
import type { NowPlayingState } from '../now-playing/state';
import { notAuthorized } from './errors';

export interface Services {
  config: PlatformConfig;
  db: UserDatabase;
  seed: Seed;
  lookup: ContentLookup;
  search: SearchIndex;
  image: ImageOf;
  /** What aired on a station when (server/now-playing/state.ts), for getNowPlayingHistory. */
  nowPlaying: NowPlayingState;
  /** Injected so tests can pin "now" (the programme guide and dates of user data follow it). */
  now(): number;
}

export interface GraphqlContext {
  services: Services;
  /** The caller, when the request carried a valid bearer token. */
  user: VerifiedUser | null;
}

export function requireUser(ctx: GraphqlContext): VerifiedUser {
  if (!ctx.user) throw notAuthorized();
  return ctx.user;
}
