/**
 * <primedia-mini-player>: the persistent player bar. It appears while audio started by any Primedia+ widget on
 * the page is loading or loaded, and hides when playback stops. Wide screens get artwork, station and title,
 * rewind/forward (not for live), play/pause/stop, times and a seek bar; narrow screens a compact bar.
 *
 * @element primedia-mini-player
 * @attr {"light" | "dark"} theme - Colour scheme; without it the element follows the page's prefers-color-scheme.
 * @attr {"auto" | "on" | "off"} data-saver - The data saver for every Primedia+ player on the page: on plays audio at 32 kb/s and video at 240p; auto (the default) turns it on when the browser asks to save data or is on mobile data. Any other value is a console warning and counts as auto.
 * @fires primedia-play - Playback resumed from the bar. detail: { mediaId: string; live: boolean }
 * @fires primedia-pause - Playback paused from the bar. detail: { mediaId: string; live: boolean }
 * @fires primedia-stop - The listening the bar resumed ended, whatever ended it; once per primedia-play. Stopping or pausing from the bar ends the listening of the element that started it, which fires its own primedia-stop. detail: { mediaId: string; live: boolean; reason: 'stopped' | 'paused' | 'ended' | 'replaced' | 'failed' }
 * @fires primedia-error - The element could not be shown. detail: { code: 'render-failed'; message: string }
 * @csspart container - The bar.
 * @csspart artwork - The cover image.
 * @csspart progress - The thin progress line of the compact bar.
 * @csspart rewind - The 15 s back button.
 * @csspart control - The play/pause/stop button.
 * @csspart forward - The 15 s forward button.
 * @csspart timeline - Elapsed time, seek bar and duration.
 * @csspart seek - The seek slider.
 * @csspart now-playing - Live: what plays now (a song or a talk segment).
 * @csspart elapsed - Live: how long the show on air has run (wide bar only).
 * @csspart volume - The mute button and volume slider (wide bar only: phones keep the device's volume).
 * @csspart mute - The mute button.
 * @csspart volume-slider - The volume slider (arrow keys move it 5 %).
 * @csspart buffering - "Buffering…" while the stream waits for data (announced politely).
 * @csspart close - The close button (stops and hides).
 * @csspart data-saver - The data saver button, which says whether the data saver is on and opens its panel.
 * @csspart data-panel - The panel with the data saver setting and the data used.
 * @csspart toast - The error message at the bottom of the screen.
 * @csspart error - The message shown instead of the bar when it cannot be shown.
 * @csspart behind - Catch-up: how far behind live the playhead is ("-12:34").
 * @csspart from-start - Live: "From the start" of the show on air.
 * @csspart go-live - Catch-up: "Go live".
 * @csspart show-marks - Catch-up: the ticks on the seek bar where the guide's later shows begin.
 * @csspart sleep - The sleep timer button, with its countdown once set.
 * @csspart sleep-panel - The sleep timer's choices.
 * @csspart reminder - The alert of a reminder whose show starts now, with its play button.
 * @csspart dialog-overlay - The dimmed page behind the Now Playing screen.
 * @csspart dialog - The Now Playing screen: a full-screen sheet on a phone, a panel on the right on a desktop.
 * @csspart title - The Now Playing screen's heading.
 * @cssprop --primedia-accent - Control and progress colour (default: the playing station's colour).
 * @cssprop --primedia-surface - Background (default #16161d dark, #ffffff light).
 * @cssprop --primedia-text - Text colour (default #f4f4f7 dark, #16161d light).
 * @cssprop --primedia-radius - Corner radius (default 12px).
 * @cssprop --primedia-font - Font family (default the system UI font).
 */
import css from '../../src/ui/mini-player/mini-player.css?inline';
import iconsCss from '../../src/ui/common/control-icons.css?inline';
import upNextCss from '../../src/ui/up-next/up-next.css?inline';
import toastCss from '../../src/ui/toast/toast.css?inline';
import transportCss from '../../src/ui/transport-controls/transport-controls.css?inline';
import { MiniPlayer } from '../../src/ui/mini-player/mini-player';
import bufferingCss from '../../src/ui/buffering/buffering.css?inline';
import dataSaverCss from '../../src/ui/data-saver/data-saver-choice.css?inline';
import dialogCss from '../../src/ui/dialog/dialog.css?inline';
import screenCss from '../../src/ui/now-playing-screen/now-playing-screen.css?inline';
import { defineWidget } from '../runtime/define-widget';
import { themeCss } from '../runtime/themes';

const FOLLOW_PAGE_SCHEME = `
@media (prefers-color-scheme: light) {
  .mini-player {
    --_surface: var(--primedia-surface, #ffffff);
    --_text: var(--primedia-text, #16161d);
    box-shadow: 0 -1px 0 #d9d9e0;
  }
}`;

export const MINI_PLAYER_PARTS = [
  'container',
  'artwork',
  'progress',
  'rewind',
  'control',
  'forward',
  'timeline',
  'seek',
  'now-playing',
  'elapsed',
  'volume',
  'mute',
  'volume-slider',
  'buffering',
  'close',
  'data-saver',
  'data-panel',
  'toast',
  'error',
  'behind',
  'from-start',
  'go-live',
  'show-marks',
  'sleep',
  'sleep-panel',
  'reminder',
  'dialog-overlay',
  'dialog',
  'title',
] as const;

export const PrimediaMiniPlayer = defineWidget({
  tag: 'primedia-mini-player',
  component: MiniPlayer,
  attributes: { theme: 'string', dataSaver: 'string' },
  // Light or dark like the page (the host app keeps its own dark bar); the theme attribute wins.
  css: [
    transportCss,
    upNextCss,
    css,
    toastCss,
    iconsCss,
    bufferingCss,
    dataSaverCss,
    dialogCss,
    screenCss,
    FOLLOW_PAGE_SCHEME,
    themeCss('mini-player'),
  ].join('\n'),
});
