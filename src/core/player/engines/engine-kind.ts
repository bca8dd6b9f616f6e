/**
 * Which engine plays on this page (docs/design.md, "One player per page"; ./engines.ts). A module of its own and free of hls.js, so the
 * embed loader, which prepares a live start before the player's code arrives, asks the same question.
 */
export type EngineKind = 'native' | 'hlsjs';

function canPlayNativeHls(media: HTMLMediaElement): boolean {
  return media.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** The engine a page should use: forced by `?engine=native|hlsjs` (tests, diagnosis), else native when possible. */
export function chooseEngineKind(
  media: HTMLMediaElement,
  search: string = globalThis.location?.search ?? '',
): EngineKind {
  const forced = new URLSearchParams(search).get('engine');
  if (forced === 'native' || forced === 'hlsjs') return forced;
  return canPlayNativeHls(media) ? 'native' : 'hlsjs';
}
