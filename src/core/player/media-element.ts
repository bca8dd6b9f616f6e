/**
 * The page's one media element, in a hidden holder at the end of <body>, moved (never copied) into a video
 * view's slot and back. The holder keeps it in a shadow root: a partner page's `querySelectorAll('video')` and
 * global CSS never reach it, and its `!important` rules cannot show the holder (the shadow tree's win).
 */

/** Keeps the holder a hidden 1 px box whatever the page's CSS says (constructable: no inline <style> for CSP). */
const HOLDER_CSS =
  ':host{all:initial!important;display:block!important;position:fixed!important;left:0!important;' +
  'bottom:0!important;width:1px!important;height:1px!important;overflow:hidden!important;opacity:0!important;' +
  'pointer-events:none!important}';

/** Where each element waits, hidden, while no video slot shows it. */
const holders = new WeakMap<HTMLMediaElement, HTMLElement>();

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

/** A media element in its hidden holder. */
export function createMediaElement(): HTMLVideoElement {
  const media = document.createElement('video');
  media.setAttribute('playsinline', '');
  media.setAttribute('data-primedia-player', '');
  media.preload = 'auto';
  const holder = createHolder();
  holder.append(media);
  holders.set(media, holder);
  return media;
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
export function returnMediaToHolder(media: HTMLVideoElement, slot?: HTMLElement): boolean {
  const holder = holders.get(media);
  if (!holder) return false;
  if (slot && media.parentElement !== slot) return false; // another view has it now
  if (media.parentElement === holder) return false;
  media.classList.remove('primedia-video');
  holder.append(media);
  return true;
}
