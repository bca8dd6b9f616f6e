/**
 * `$player`: the page's one player state (spec §3), shared by the host app and every widget.
 * Components read it with `useStore($player)`; only src/core/player changes it.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { shared } from '../shared';
import { initialPlayerState, type NowPlayingInfo, type PlayerState } from './state';

const playerAtom = shared('player', () => atom<PlayerState>(initialPlayerState));

export const $player: ReadableAtom<PlayerState> = playerAtom;

/** Applies a pure transition from ./state to the shared player state. */
export function updatePlayer(transition: (state: PlayerState) => PlayerState): void {
  playerAtom.set(transition(playerAtom.get()));
}

/** Live now-playing data of every station (a view of `$player.nowPlayingInfos`). */
export const $nowPlaying: ReadableAtom<NowPlayingInfo[]> = shared('now-playing-view', () =>
  computed(playerAtom, (state) => state.nowPlayingInfos),
);

export function setNowPlayingInfos(infos: NowPlayingInfo[]): void {
  updatePlayer((state) => ({ ...state, nowPlayingInfos: infos }));
}
