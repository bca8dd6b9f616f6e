/**
 * The page's one media element (docs/design.md, "One player per page"): created on first use in a hidden holder at the end of <body>,
 * moved (never copied) into a video view's slot and back, so video and audio stay one element. The holder is
 * an element of ours with the media element inside its shadow root: on a partner's page, their
 * `querySelectorAll('video')` and global CSS never reach it, and their `!important` rules cannot show or
 * move the holder (important rules of a shadow tree win over the page's). Its events are
 * bound once, here: they turn what the element did into `$player` transitions (./state.ts), start and end the
 * stall watch and the reconnect (./recovery.ts), and save the on-demand position (./progress.ts).
 */
import { ctl, type Current } from './controller';
import { endListening } from './listening';
import { setMediaSessionPlaying, setMediaSessionPosition, startMediaSession } from './media-session-later';
import { saveProgress } from './progress';
import {
  attemptReconnect,
  clearReconnect,
  clearStallWatch,
  endStallIfMoved,
  handleFailure,
  prefetchFailurePath,
  startStallWatch,
} from './recovery';
import * as transitions from './state';
import { $player, updatePlayer } from './store';

/**
 * The two verbs the element's events call. They live in player.ts, which imports this module to reach the
 * element, so they are passed in rather than imported back (no import cycle).
 */
export interface MediaElementVerbs {
  /** Plays again what is loaded (live: back at the live edge). */
  resume(): Promise<void>;
  /** Another tab started playing: stop live, pause on-demand. */
  stopOrPause(): void;
  /** Catch-up reached the end of its playlist, which is where live was when it started: go live. */
  reachedLive(): void;
}

/** Live titles follow the show on air from the first play on (./follow-live-show.ts, a chunk of its own). */
function followLiveShows() {
  void import('./follow-live-show').then(
    (module) => module.startFollowingLiveShows(),
    () => undefined, // offline: the title stays as it was at the start
  );
  if (ctl.current?.request.catchUp) {
    void import('./follow-catch-up').then(
      (module) => module.startFollowingCatchUp(),
      () => undefined, // offline: the lock screen keeps the show's name
    );
  }
}

/** Keeps the holder a hidden 1 px box whatever the page's CSS says (constructable: no inline <style> for CSP). */
const HOLDER_CSS =
  ':host{all:initial!important;display:block!important;position:fixed!important;left:0!important;' +
  'bottom:0!important;width:1px!important;height:1px!important;overflow:hidden!important;opacity:0!important;' +
  'pointer-events:none!important}';

/** The holder: `<primedia-media>` at the end of <body>; the element that receives the media is in its shadow root. */
function createHolder(): HTMLElement {
  const host = document.createElement('primedia-media');
  host.setAttribute('data-primedia-player-holder', '');
  // Nothing to read or operate in here: the players' own controls are the way to the media.
  host.setAttribute('aria-hidden', 'true');
  const root = host.attachShadow({ mode: 'open' });
  // Constructable, as the widgets' own sheets are: every browser the player supports has them.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(HOLDER_CSS);
  root.adoptedStyleSheets = [sheet];
  const inner = document.createElement('div');
  root.append(inner);
  document.body.append(host);
  return inner;
}

/** The page's single media element, created on first use in its hidden holder. */
export function getMediaElement(verbs: MediaElementVerbs): HTMLVideoElement {
  if (ctl.media) return ctl.media;
  const media = document.createElement('video');
  media.setAttribute('playsinline', '');
  media.setAttribute('data-primedia-player', '');
  media.preload = 'auto';
  const holder = createHolder();
  holder.append(media);
  ctl.holder = holder;
  ctl.media = media;
  bindMediaEvents(media, verbs);
  return media;
}

/**
 * Tells other tabs this one plays (they pause), and from then on listens for theirs. Loaded at the first play:
 * a tab that has played nothing has nothing to pause, and the page's first play carries less code.
 */
function announcePlaying(media: HTMLVideoElement, verbs: MediaElementVerbs) {
  void import('./one-at-a-time').then(({ createOneAtATime }) =>
    (ctl.coordination ??= createOneAtATime(() => !media.paused && verbs.stopOrPause())).announce(),
  );
}

/** Moves the element into `slot`; moving it within the document does not pause it. */
export function moveMediaInto(media: HTMLVideoElement, slot: HTMLElement): void {
  if (media.parentElement === slot) return;
  media.classList.add('primedia-video');
  slot.append(media);
}

/**
 * Puts the element back in its hidden holder, unless `slot` is given and another view has it now. Returns
 * whether it moved.
 */
export function returnMediaToHolder(slot?: HTMLElement): boolean {
  const media = ctl.media;
  if (!media || !ctl.holder) return false;
  if (slot && media.parentElement !== slot) return false; // another view has it now
  if (media.parentElement === ctl.holder) return false;
  media.classList.remove('primedia-video');
  ctl.holder.append(media);
  return true;
}

/**
 * The data saver's watch and the data meter (./data-saver-switch.ts, a chunk of its own) come at the first
 * `playing`, so the partner page's first play does not pay for them (docs/design.md, "Budgets").
 */
function followDataSaverLater() {
  void import('./data-saver-switch').then(
    (module) => module.followDataSaver(),
    () => undefined, // not fetched: the next `playing` tries again
  );
}

function bindMediaEvents(media: HTMLVideoElement, verbs: MediaElementVerbs) {
  const live = () => ctl.current !== null;
  media.addEventListener('loadstart', () => live() && updatePlayer(transitions.loadStarted));
  media.addEventListener('loadeddata', () => {
    if (!ctl.current) return;
    ctl.current.dataLoaded = true;
    updatePlayer(transitions.dataLoaded);
  });
  // Native HLS may report the duration only after loadedmetadata (durationchange): until then the catalog's
  // duration stands in, so the seek slider and a resume position work at once.
  const knownDuration = (current: Current) =>
    Number.isFinite(media.duration) && media.duration > 0
      ? media.duration
      : (current.resolved.durationSeconds ?? Number.NaN);
  const applyMetadata = (current: Current) =>
    updatePlayer((state) =>
      transitions.metadataLoaded(state, {
        mediaId: current.request.mediaId,
        isLive: current.resolved.isLive,
        duration: current.resolved.isLive ? Infinity : knownDuration(current),
        startTime: current.request.liveStartTime ?? null,
      }),
    );
  media.addEventListener('durationchange', () => {
    const current = ctl.current;
    if (current && !current.resolved.isLive && $player.get().media.id !== null) applyMetadata(current);
  });
  media.addEventListener('loadedmetadata', () => {
    const current = ctl.current;
    if (!current) return;
    applyMetadata(current);
    if (ctl.pendingSeek !== null) {
      const duration = knownDuration(current);
      media.currentTime = Number.isFinite(duration)
        ? Math.min(ctl.pendingSeek, Math.max(0, duration - 1))
        : ctl.pendingSeek;
    }
    ctl.pendingSeek = null;
  });
  media.addEventListener('play', () => {
    if (!live()) return;
    updatePlayer((s) => transitions.playingChanged(s, true));
    if (ctl.livePaused) {
      // Played again by something other than our actions (the element itself): same rule as resumePlayback.
      ctl.livePaused = false;
      void verbs.resume();
    }
  });
  media.addEventListener('pause', () => {
    clearStallWatch();
    // Whoever paused it (our verbs, a page script, a headset): that listening has ended. Playback's own
    // stops and switches end their session before the element pauses, so only other pauses arrive here.
    if (live()) endListening(media.ended ? 'ended' : 'paused');
    if (ctl.current?.resolved.isLive && ctl.current.dataLoaded) ctl.livePaused = true;
    saveProgress('final');
    if (live()) updatePlayer((s) => transitions.playingChanged(s, false));
    setMediaSessionPlaying(false);
  });
  media.addEventListener('playing', () => {
    // Media events do not leave a shadow root: from the hidden holder, the page (the widgets' loader, which
    // loads the mini player at the first play) hears it from the holder instead. In a video view it is heard.
    const root = media.getRootNode();
    if (root instanceof ShadowRoot) root.host.dispatchEvent(new Event('playing'));
    clearStallWatch();
    if (!live()) return;
    if (ctl.reconnectSince !== null) clearReconnect();
    updatePlayer((s) => ({ ...transitions.playingChanged(s, true), isLoading: false }));
    setMediaSessionPlaying(true);
    startMediaSession();
    announcePlaying(media, verbs);
    prefetchFailurePath();
    followDataSaverLater();
    followLiveShows();
  });
  media.addEventListener('timeupdate', () => {
    if (!live()) return;
    endStallIfMoved(media.currentTime);
    updatePlayer((s) => transitions.timeUpdated(s, media.currentTime, Date.now()));
    if (!media.paused) saveProgress('periodic');
    const { media: info } = $player.get();
    setMediaSessionPosition(info.duration, info.currentTime);
  });
  media.addEventListener('waiting', () => {
    if (!live() || media.paused) return;
    startStallWatch(media);
  });
  media.addEventListener('ended', () => {
    if (!live()) return;
    if (ctl.current?.request.catchUp) {
      verbs.reachedLive();
      return;
    }
    endListening('ended');
    saveProgress('final', false, 0); // finished: next time starts from the beginning
    updatePlayer((s) => transitions.playingChanged(s, false));
  });
  media.addEventListener('error', () => {
    // hls.js reports the element's errors through its own ERROR event, handled in engines.ts.
    if (!live() || ctl.engine?.kind !== 'native' || !media.getAttribute('src')) return;
    const code = media.error?.code;
    handleFailure(
      code === MediaError.MEDIA_ERR_NETWORK ? 'network' : 'media',
      `media element error ${code ?? '?'}`,
    );
  });
  globalThis.addEventListener?.('online', () => {
    if (ctl.reconnectSince !== null) attemptReconnect();
  });
  globalThis.addEventListener?.('pagehide', () => saveProgress('final', true));
}
