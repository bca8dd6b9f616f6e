/**
 * <primedia-mini-player> — the persistent player bar: appears while audio plays on the page (from any Primedia+
 * widget) and hides when playback stops.
 *
 * @element primedia-mini-player
 * @attr {"light"|"dark"} theme - Colour scheme.
 * @fires primedia-play - detail: { mediaId, live }
 * @fires primedia-pause - detail: { mediaId, live }
 * @fires primedia-stop - detail: { mediaId, live }
 * @csspart container @csspart artwork @csspart progress @csspart rewind @csspart control @csspart forward
 * @csspart timeline @csspart seek @csspart close
 * @cssprop --primedia-accent @cssprop --primedia-surface @cssprop --primedia-text @cssprop --primedia-radius
 * @cssprop --primedia-font
 */
import css from '../src/ui/mini-player/mini-player.css?inline';
import iconsCss from '../src/ui/shared/control-icons.css?inline';
import toastCss from '../src/ui/toast/toast.css?inline';
import { MiniPlayer } from '../src/ui/mini-player/mini-player';
import { defineWidget } from './define-widget';

export const MINI_PLAYER_PARTS = [
  'container',
  'artwork',
  'progress',
  'rewind',
  'control',
  'forward',
  'timeline',
  'seek',
  'close',
] as const;

export const PrimediaMiniPlayer = defineWidget({
  tag: 'primedia-mini-player',
  component: MiniPlayer,
  attributes: { theme: 'string' },
  css: `${css}\n${toastCss}\n${iconsCss}`,
});
