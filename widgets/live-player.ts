/**
 * <primedia-live-player station="702"> — a station's live radio: logo, show on air, now playing, play/stop.
 *
 * @element primedia-live-player
 * @attr {"702"|"947"|"kfm"|"capetalk"} station - The station. Missing or unknown: a message inside the element
 *   and a `primedia-error` event.
 * @attr {"light"|"dark"} theme - Colour scheme; by default it follows the page's prefers-color-scheme.
 * @fires primedia-play - Listening started. detail: { station, mediaId, live: true }
 * @fires primedia-stop - Listening stopped. detail: { station, mediaId }
 * @fires primedia-error - Bad attribute or a failure. detail: { code, message, attribute? }
 * @csspart container - The player box. @csspart logo @csspart badge @csspart show @csspart now-playing
 * @csspart control - The play/stop button.
 * @cssprop --primedia-accent - Button and badge colour (default: the station colour).
 * @cssprop --primedia-surface @cssprop --primedia-text @cssprop --primedia-radius @cssprop --primedia-font
 */
import { LivePlayer } from '../src/ui/live-player/live-player';
import css from '../src/ui/live-player/live-player.css?inline';
import iconsCss from '../src/ui/shared/control-icons.css?inline';
import { defineWidget } from './define-widget';

export const LIVE_PLAYER_PARTS = ['container', 'logo', 'badge', 'show', 'now-playing', 'control'] as const;

export const PrimediaLivePlayer = defineWidget({
  tag: 'primedia-live-player',
  component: LivePlayer,
  attributes: { station: 'string', theme: 'string' },
  css: `${css}\n${iconsCss}`,
});
