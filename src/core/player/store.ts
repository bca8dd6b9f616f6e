/**
 * `$player`: the page's one player state (spec §3), shared by the host app and every widget.
 * Components read it with `useStore($player)`; only src/core/player changes it.
 */
import { atom, type ReadableAtom } from 'nanostores';
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
 * Live now-playing data of every station: the same array as `$player.nowPlayingInfos`, for components that need
 * only this and should not re-render on every `timeupdate`. A plain atom set next to `$player` (nothing else
 * changes the infos), which keeps nanostores' `computed` out of the partner page's first-play bytes.
 */
const nowPlayingAtom = shared('now-playing-infos', () => atom(playerAtom.get().nowPlayingInfos));
export const $nowPlaying: ReadableAtom<NowPlayingInfo[]> = nowPlayingAtom;

/** Each now-playing message replaces the data of all stations (spec §4). */
export function setNowPlayingInfos(infos: NowPlayingInfo[]): void {
  updatePlayer((state) => ({ ...state, nowPlayingInfos: infos }));
  nowPlayingAtom.set(infos);
}
