/**
 * Which engine plays on this page (docs/design.md, "One player per page"; ./engines.ts). A module of its own and free of hls.js, so the
 * embed loader, which prepares a live start before the player's code arrives, asks the same question.
 *
 * Native HLS only on Apple's WebKit (Safari, and every browser on iOS), where it is the system's own player, or
 * where there is no Media Source Extensions for hls.js to use. Chromium's native HLS is not used although it
 * says it can play: on a live stream it re-reads the media playlist whenever it holds less than 10 s ahead, and
 * a live start sits 6 s behind the edge, so it asked for the playlist about 100 times a second (2,165 requests
 * in 20 s of 702 on this project's platform), more bytes than the audio on mobile data (docs/player.md, "Engines").
 */
export type EngineKind = 'native' | 'hlsjs';

function canPlayNativeHls(media: HTMLMediaElement): boolean {
  return media.canPlayType('application/vnd.apple.mpegurl') !== '';
}

const isAppleWebKit = () => globalThis.navigator?.vendor === 'Apple Computer, Inc.';

const hasMediaSource = () => 'MediaSource' in globalThis || 'ManagedMediaSource' in globalThis;

/** The engine a page should use: forced by `?engine=native|hlsjs` (tests, diagnosis), else as above. */
export function chooseEngineKind(
  media: HTMLMediaElement,
  search: string = globalThis.location?.search ?? '',
): EngineKind {
  const forced = new URLSearchParams(search).get('engine');
  if (forced === 'native' || forced === 'hlsjs') return forced;
  return canPlayNativeHls(media) && (isAppleWebKit() || !hasMediaSource()) ? 'native' : 'hlsjs';
}
