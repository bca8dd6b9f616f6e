/**
 * The embed loader: the one script a partner includes (`<script type="module" src=".../embed.js">`).
 *
 * For every <primedia-*> element on the page, now or later, it
 *   1. paints a light shell at the widget's final size at once (widgets/shell.ts, a few kB of lit), and
 *   2. loads the widget's React code when the element nears the viewport or is touched, focused or pressed;
 *      a press on the shell's play button is kept and carried out as soon as the player mounts.
 * The React element (r2wc) then takes over the same element. Everything loads once per page, however many
 * widgets there are and even when this script is included twice.
 *
 * The mini player has nothing to show until audio plays, so its code loads once the page's media element first
 * plays: it is not part of what a listener waits for before hearing the first sound (DESIGN.md §4).
 */
import { recordIntent } from '../src/core/intents';
import { shared } from '../src/core/shared';
import { PrimediaShell } from './shell';

const WIDGETS: Record<string, () => Promise<unknown>> = {
  'primedia-live-player': () => import('./live-player'),
  'primedia-mini-player': () => import('./mini-player'),
};
/** How far outside the viewport a widget starts loading. */
const NEAR_VIEWPORT = '300px';

const state = shared('embed-loader', () => ({
  started: false,
  loading: new Map<string, Promise<unknown>>(),
}));

function load(tag: string): Promise<unknown> {
  const loader = WIDGETS[tag];
  if (!loader) return Promise.resolve();
  let pending = state.loading.get(tag);
  if (!pending) {
    pending = loader().catch((error: unknown) => {
      state.loading.delete(tag);
      console.warn(`[primedia] could not load ${tag}: ${String(error)}`);
    });
    state.loading.set(tag, pending);
  }
  return pending;
}

function addShell(element: Element) {
  if (element.shadowRoot || element.querySelector(':scope > primedia-shell')) return;
  const shell = document.createElement('primedia-shell') as PrimediaShell;
  shell.kind = element.localName;
  shell.station = element.getAttribute('station') ?? '';
  const theme = element.getAttribute('theme');
  if (theme) shell.setAttribute('theme', theme);
  element.append(shell);
}

function removeShellWhenDefined(element: Element) {
  void customElements.whenDefined(element.localName).then(() => {
    element.querySelector(':scope > primedia-shell')?.remove();
  });
}

function loadMiniPlayerOnFirstPlay() {
  // Media events do not bubble, but they do pass document in the capture phase.
  document.addEventListener('playing', () => void load('primedia-mini-player'), {
    capture: true,
    once: true,
  });
}

function watch(element: Element, visibility: IntersectionObserver) {
  const tag = element.localName;
  if (customElements.get(tag)) return;
  if (tag === 'primedia-mini-player') {
    loadMiniPlayerOnFirstPlay();
    return;
  }
  addShell(element);
  removeShellWhenDefined(element);
  visibility.observe(element);
  const now = () => void load(tag);
  element.addEventListener('pointerenter', now, { once: true });
  element.addEventListener('focusin', now, { once: true });
  element.addEventListener('primedia-shell-play', () => {
    recordIntent({ tag, key: (element.getAttribute('station') ?? '').trim().toLowerCase(), action: 'play' });
    now();
  });
}

function start() {
  if (state.started) return;
  state.started = true;
  if (!customElements.get('primedia-shell')) customElements.define('primedia-shell', PrimediaShell);
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visibility.unobserve(entry.target);
        void load(entry.target.localName);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  const scan = (root: ParentNode) => {
    for (const tag of Object.keys(WIDGETS)) root.querySelectorAll(tag).forEach((el) => watch(el, visibility));
  };
  scan(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        if (node.localName in WIDGETS) watch(node, visibility);
        scan(node);
      });
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
