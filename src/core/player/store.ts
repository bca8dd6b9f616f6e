/**
 * The player's shared stores, one of each per page for the host app and every widget: `$player` (what plays
 * and how far), `$nowPlaying`, `$playRequest`, `$playerConnection`, `$videoClosed` and `$stalled`. Components
 * only read them (`useStore(...)`). Two writers: the player (./controller.ts) through `updatePlayer` and the
 * setters below, and the now-playing connection (src/core/now-playing), which writes the stations' now-playing
 * data into `$nowPlaying` through `setNowPlayingInfos`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { StationId } from '../stations/station-ids';
import { shared } from '../store-registry';
import type { NowPlayingInfo } from '../now-playing/message';
import { initialPlayerState, type PlayerState } from './state';

const playerAtom = shared('player', () => atom<PlayerState>(initialPlayerState));

export const $player: ReadableAtom<PlayerState> = playerAtom;

/** Applies a pure transition from ./state to the shared player state. */
export function updatePlayer(transition: (state: PlayerState) => PlayerState): void {
  playerAtom.set(transition(playerAtom.get()));
}

/**
 * Live now-playing data of every station, kept here only: a now-playing message re-renders what shows it, not
 * every reader of `$player`, which changes on every `timeupdate`.
 */
const nowPlayingAtom = shared('now-playing-infos', () => atom<NowPlayingInfo[]>([]));
export const $nowPlaying: ReadableAtom<NowPlayingInfo[]> = nowPlayingAtom;

/** Each now-playing message replaces the data of all stations. */
export function setNowPlayingInfos(infos: NowPlayingInfo[]): void {
  nowPlayingAtom.set(infos);
}

/** Who asked for the latest playback, and for what. */
export interface LatestPlayRequest {
  /** The asking control, e.g. "live-player:702" ('' when none was given). */
  origin: string;
  mediaId: string;
  /** The live station asked for; null for anything else. Equal to a control's own station: that control plays. */
  station: StationId | null;
  /** The item's own page, for sharing a moment of it; null when it has none. */
  pageUrl?: string | null;
}

const playRequestAtom = shared('player-request', () => atom<LatestPlayRequest | null>(null));

/** The latest playback request and who made it; null after stop. */
export const $playRequest: ReadableAtom<LatestPlayRequest | null> = playRequestAtom;

export function setPlayRequest(request: LatestPlayRequest | null): void {
  playRequestAtom.set(request);
}

export type ConnectionState = 'ok' | 'reconnecting';

const connectionAtom = shared('player-connection', () => atom<ConnectionState>('ok'));

/** 'reconnecting' while the player restores a lost stream. */
export const $playerConnection: ReadableAtom<ConnectionState> = connectionAtom;

export function setPlayerConnection(state: ConnectionState): void {
  connectionAtom.set(state);
}

const videoClosedAtom = shared('video-closed', () => atom(false));

/** True after the listener closed the video view; false again on the next start. */
export const $videoClosed: ReadableAtom<boolean> = videoClosedAtom;

export function setVideoClosed(closed: boolean): void {
  videoClosedAtom.set(closed);
}

const stalledAtom = shared('player-stalled', () => atom(false));

/** True while playing media waits for data (the element's `waiting`), until it moves, pauses or fails. */
export const $stalled: ReadableAtom<boolean> = stalledAtom;

export function setStalled(stalled: boolean): void {
  if (stalledAtom.get() !== stalled) stalledAtom.set(stalled);
}
