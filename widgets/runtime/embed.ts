/**
 * The embed loader: the one script a partner includes (`<script type="module" src=".../embed.js">`).
 *
 * For every element of the widget table (registry.ts) on the page, now or later, it
 *   1. paints a light shell at the widget's final size at once (shell.ts, a few kB of lit), and
 *   2. loads the widget's React code when the element nears the viewport or is touched, focused or pressed.
 * A live player's shell plays by itself when pressed (live-shell.ts, docs/widgets-loader.md, "Instant play"); React then takes over the
 * playing element. Any other shell's press is kept and carried out as soon as the element mounts.
 * The React element (r2wc) then takes over the same element. Everything loads once per page, however many
 * widgets there are and even when this script is included twice.
 *
 * That is the `near-viewport` way of loading; a row of the table picks one of three:
 * - `first-play`: the mini player has nothing to show until audio plays, so its code loads once the page's
 *   media element first plays: it is not part of what a listener waits for before hearing the first sound
 *   (docs/design.md, "Budgets"). No shell.
 * - `open-or-idle`: the registration wall takes no room on the page. Its code loads at once when it has the
 *   `open` attribute (now or later), else when the browser is idle, so its `open()` method is there soon after
 *   the page loads; until then `open()` and `close()` on the element set and remove the attribute, which does
 *   the same. Its shell is drawn only while it is open.
 */
import { recordIntent } from '../../src/core/intents';
import { shared } from '../../src/core/store-registry';
import { WIDGETS, type WidgetRow } from './registry';
import { applyScriptConfig } from './script-config';
import { PrimediaShell } from './shell';
import { liveNearViewport, watchLiveShell } from './live-shell';

// First, while the browser still names this script: its data-platform-url / data-app-url attributes may point
// this copy at other services; the loader starts once they apply, before any widget reads a URL.
const configured = applyScriptConfig();

const ROWS = new Map<string, WidgetRow>(WIDGETS.map((row) => [row.tag, row]));
/** How far outside the viewport a widget starts loading. */
const NEAR_VIEWPORT = '300px';

const state = shared('embed-loader', () => ({
  started: false,
  loading: new Map<string, Promise<unknown>>(),
}));

function load(tag: string): Promise<unknown> {
  const row = ROWS.get(tag);
  if (!row) return Promise.resolve();
  let pending = state.loading.get(tag);
  if (!pending) {
    pending = row.load().catch((error: unknown) => {
      state.loading.delete(tag);
      console.warn(`[primedia] could not load ${tag}: ${String(error)}`);
    });
    state.loading.set(tag, pending);
  }
  return pending;
}

function addShell(element: Element, row: WidgetRow) {
  if (row.shell.kind === 'none') return;
  if (element.shadowRoot || element.querySelector(':scope > primedia-shell')) return;
  const shell = document.createElement('primedia-shell') as PrimediaShell;
  shell.row = row;
  shell.station = element.getAttribute('station') ?? '';
  shell.compact = element.hasAttribute('compact');
  const theme = element.getAttribute('theme');
  if (theme) shell.setAttribute('theme', theme);
  element.append(shell);
}

function removeShellWhenDefined(element: Element) {
  void customElements.whenDefined(element.localName).then(() => {
    element.querySelector(':scope > primedia-shell')?.remove();
  });
}

function loadOnFirstPlay(tag: string) {
  // Media events do not bubble, but they do pass document in the capture phase; the player repeats `playing`
  // on its holder, since the event does not leave the holder's shadow root (src/core/player/media-element.ts).
  document.addEventListener('playing', () => void load(tag), {
    capture: true,
    once: true,
  });
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in globalThis ? requestIdleCallback(run, { timeout: 3_000 }) : setTimeout(run, 1_000);

function loadWhenOpenOrIdle(element: Element, row: WidgetRow) {
  const tag = row.tag;
  // Stand-ins until the element is defined: the real methods do the same through the attribute. Own
  // properties of our own element only; nothing shared is patched.
  Object.assign(element, {
    open: () => element.setAttribute('open', ''),
    close: () => element.removeAttribute('open'),
  });
  void customElements.whenDefined(tag).then(() => {
    delete (element as unknown as Record<string, unknown>).open;
    delete (element as unknown as Record<string, unknown>).close;
  });
  const openNow = () => {
    if (!element.hasAttribute('open')) return;
    addShell(element, row);
    void load(tag);
  };
  new MutationObserver(openNow).observe(element, { attributes: true, attributeFilter: ['open'] });
  openNow();
  removeShellWhenDefined(element);
  whenIdle(() => void load(tag));
}

function watch(element: Element, visibility: IntersectionObserver) {
  const tag = element.localName;
  const row = ROWS.get(tag);
  if (!row || customElements.get(tag)) return;
  if (row.loading === 'first-play') {
    loadOnFirstPlay(tag);
    return;
  }
  if (row.loading === 'open-or-idle') {
    loadWhenOpenOrIdle(element, row);
    return;
  }
  addShell(element, row);
  removeShellWhenDefined(element);
  visibility.observe(element);
  if (row.shell.kind === 'live') {
    watchLiveShell(element, () => load(tag));
    return;
  }
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
        if (ROWS.get(entry.target.localName)?.shell.kind === 'live')
          liveNearViewport(entry.target, () => load(entry.target.localName));
        else void load(entry.target.localName);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  const scan = (root: ParentNode) => {
    for (const tag of ROWS.keys()) root.querySelectorAll(tag).forEach((el) => watch(el, visibility));
  };
  scan(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof Element)) return;
        if (ROWS.has(node.localName)) watch(node, visibility);
        scan(node);
      });
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

function startWhenReady() {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

if (configured) void configured.then(startWhenReady);
else startWhenReady();
