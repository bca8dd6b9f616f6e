/**
 * <primedia-live-player station="702">: a station's live radio with its logo, the show on air, what is playing
 * now and one play/stop control. Playing it stops any other Primedia+ audio on the page and in other tabs.
 *
 * @element primedia-live-player
 * @attr {"702" | "947" | "kfm" | "KFM" | "capetalk" | "CapeTalk" | "CAPETALK"} station - The station (case-insensitive). Missing or unknown: a
 *   message inside the element and a `primedia-error` event with code `bad-attribute`.
 * @attr {"light" | "dark"} theme - Colour scheme; without it the element follows the page's prefers-color-scheme.
 * @attr {"auto" | "on" | "off"} data-saver - The data saver for every Primedia+ player on the page: on plays audio at 32 kb/s and video at 240p; auto (the default) turns it on when the browser asks to save data or is on mobile data. Any other value is a console warning and counts as auto.
 * @fires primedia-play - Listening started. detail: { station: string; mediaId: string; live: true }
 * @fires primedia-stop - The listening this element started ended, whatever ended it; once per primedia-play. detail: { station: string; mediaId: string; live: true; reason: 'stopped' | 'paused' | 'ended' | 'replaced' | 'failed' }
 * @fires primedia-error - A bad attribute, a station that could not be loaded (retried by itself), or a failure to play. detail: { code: 'bad-attribute' | 'load-failed' | 'playback-failed' | 'render-failed'; message: string; attribute?: string; station?: string }
 * @csspart container - The player box.
 * @csspart logo - The station logo.
 * @csspart badge - The "Live" badge.
 * @csspart show - The show on air.
 * @csspart now-playing - What is playing now (or the failure message).
 * @csspart control - The play/stop button.
 * @csspart volume - The mute button and volume slider (when the player is at least 400 px wide).
 * @csspart mute - The mute button.
 * @csspart volume-slider - The volume slider (arrow keys move it 5 %).
 * @csspart error - The message shown instead of the player when it cannot be shown.
 * @csspart from-start - "From the start": the show on air from its beginning (catch-up).
 * @csspart go-live - "Go live" while catching up: back to the live stream.
 * @cssprop --primedia-accent - Button and badge colour, and the tile behind the logo while it loads (default: the station colour); the station logo keeps its own colours.
 * @cssprop --primedia-surface - Background (default #16161d dark, #ffffff light).
 * @cssprop --primedia-text - Text colour (default #f4f4f7 dark, #16161d light).
 * @cssprop --primedia-radius - Corner radius (default 12px).
 * @cssprop --primedia-font - Font family (default the system UI font).
 */
import { LivePlayer } from '../../src/ui/live-player/live-player';
import css from '../../src/ui/live-player/live-player.css?inline';
import iconsCss from '../../src/ui/common/control-icons.css?inline';
import { defineWidget } from '../runtime/define-widget';

export const LIVE_PLAYER_PARTS = [
  'container',
  'logo',
  'badge',
  'show',
  'now-playing',
  'control',
  'volume',
  'mute',
  'volume-slider',
  'error',
  'from-start',
  'go-live',
] as const;

export const PrimediaLivePlayer = defineWidget({
  tag: 'primedia-live-player',
  component: LivePlayer,
  attributes: { station: 'string', theme: 'string', dataSaver: 'string' },
  // The volume control's styles come with its code, after the first play (live-player.tsx).
  css: `${css}\n${iconsCss}`,
});
