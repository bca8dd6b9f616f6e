/**
 * <primedia-programme-guide station="702">: a station's programme guide for one South African day, with a day
 * switcher over the week around today, the show on air highlighted and kept in view, and a button to play the
 * station live. The highlight moves by itself when a show ends. The list scrolls inside the element's box.
 *
 * @element primedia-programme-guide
 * @attr {"702" | "947" | "kfm" | "KFM" | "capetalk" | "CapeTalk" | "CAPETALK"} station - The station (case-insensitive). Missing or unknown: a
 *   message inside the element and a `primedia-error` event with code `bad-attribute`.
 * @attr {string} date - The day to show first, as YYYY-MM-DD (South African time), within the days the switcher
 *   offers (the week behind today and three days ahead); default today. Not a date, or outside those days: a
 *   message and a `primedia-error`.
 * @attr {boolean} compact - Fewer details (no images or presenters) in a lower box.
 * @attr {"light" | "dark"} theme - Colour scheme; without it the element follows the page's prefers-color-scheme.
 * @fires primedia-play - Live listening started from the guide. detail: { station: string; mediaId: string; live: true }
 * @fires primedia-stop - The live listening the guide started ended, whatever ended it; once per primedia-play. detail: { station: string; mediaId: string; live: true; reason: 'stopped' | 'paused' | 'ended' | 'replaced' | 'failed' }
 * @fires primedia-error - A bad attribute or a failure to load. detail: { code: 'bad-attribute' | 'load-failed' | 'render-failed'; message: string; attribute?: string }
 * @csspart container - The guide box.
 * @csspart live - The listen live / stop button.
 * @csspart days - The day switcher.
 * @csspart list - The scrolling list of shows.
 * @csspart show - One show.
 * @csspart current - The show on air (also has the `show` part).
 * @csspart error - The message shown instead of the guide when it cannot be shown.
 * @csspart from-start - "From the start" / "Play" on a show that started inside the catch-up window.
 * @csspart unavailable - "Not available to replay" on a show that started before the catch-up window.
 * @csspart remind - "Remind me" on a show still to come (a toggle; signed-in listeners, else the registration
 *   wall).
 * @csspart calendar - "Add to calendar": the show as an .ics file.
 * @cssprop --primedia-accent - Highlight and button colour (default: the station colour).
 * @cssprop --primedia-surface - Background (default #16161d dark, #ffffff light).
 * @cssprop --primedia-text - Text colour (default #f4f4f7 dark, #16161d light).
 * @cssprop --primedia-radius - Corner radius (default 12px).
 * @cssprop --primedia-font - Font family (default the system UI font).
 * @cssprop --primedia-guide-height - Height of the element (default 480px; 320px when compact).
 */
import { ProgrammeGuide } from '../../src/ui/programme-guide/programme-guide';
import css from '../../src/ui/programme-guide/programme-guide.css?inline';
import iconsCss from '../../src/ui/common/control-icons.css?inline';
import { defineWidget } from '../runtime/define-widget';

export const PROGRAMME_GUIDE_PARTS = [
  'container',
  'live',
  'days',
  'list',
  'show',
  'current',
  'error',
  'from-start',
  'unavailable',
  'remind',
  'calendar',
] as const;

/**
 * The element has a fixed box (its registry row's `size`, as its shell has); the guide fills it and its list
 * takes the rest.
 */
const FILL_CSS = `
.programme-guide { height: 100%; display: flex; flex-direction: column; overflow: hidden; }
.programme-guide > * { flex-shrink: 0; }
.programme-guide > .programme-guide__list { flex: 1 1 auto; min-height: 0; max-height: none; }
`;

export const PrimediaProgrammeGuide = defineWidget({
  tag: 'primedia-programme-guide',
  component: ProgrammeGuide,
  attributes: { station: 'string', date: 'string', compact: 'boolean', theme: 'string' },
  css: [css, iconsCss, FILL_CSS].join('\n'),
});
