/**
 * The player's Media Session calls (./media-session.ts), applied from the first `playing` on: a lock screen or a
 * headset has nothing to show or control before sound, and the page's first play carries less code
 * (docs/design.md, "Budgets"). Until then each kind of call keeps only its latest arguments; they are applied in order,
 * metadata and actions first, when the module arrives.
 */
import type * as MediaSession from './media-session';
import type { MediaSessionActions } from './media-session';
import type { AudioInfo } from '../state';

type MediaSessionModule = typeof MediaSession;
type Call = (module: MediaSessionModule) => void;

let loaded: MediaSessionModule | null = null;
let requested = false;
const waiting = new Map<'session' | 'playing' | 'position', Call>();

function run(kind: 'session' | 'playing' | 'position', call: Call) {
  if (loaded) call(loaded);
  else waiting.set(kind, call);
}

/** Called at the page's first `playing`: loads the module and applies what waited. */
export function startMediaSession(): void {
  if (requested) return;
  requested = true;
  void import('./media-session').then(
    (module) => {
      loaded = module;
      for (const kind of ['session', 'playing', 'position'] as const) waiting.get(kind)?.(module);
      waiting.clear();
    },
    () => undefined, // offline: no lock-screen controls, playback goes on
  );
}

export const setMediaSession = (audio: AudioInfo, actions: MediaSessionActions) =>
  run('session', (m) => m.setMediaSession(audio, actions));
export const setMediaSessionPlaying = (playing: boolean) =>
  run('playing', (m) => m.setMediaSessionPlaying(playing));
export const setMediaSessionPosition = (duration: number | null, position: number, playbackRate: number) =>
  run('position', (m) => m.setMediaSessionPosition(duration, position, playbackRate));
