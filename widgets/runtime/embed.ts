/**
 * The embed loader: the one script a partner includes (`<script type="module" src=".../embed.js">`).
 *
 * For every element of the widget table (registry.ts) on the page, now or later, in the document or in any
 * shadow root (a Lit, Stencil or Angular app; see find-elements.ts), it
 *   1. paints a light shell at the widget's final size at once (shell.ts, a few kB of lit) in the element's own
 *      open shadow root, never in its light DOM, which a server-rendered page's hydration owns; the shell
 *      follows the element's attributes until the code arrives, and
 *   2. loads the widget's React code when the element nears the viewport or is touched, focused or pressed.
 *      Code that fails to arrive (a chunk an upgrade deleted) turns the shell into a message with "Try again"
 *      and fires `primedia-error`.
 * A live player's shell plays by itself when pressed (live-shell.ts, docs/widgets-loader.md, "Instant play"); React then takes over the
 * playing element. Any other shell's press is kept and carried out as soon as the element mounts.
 * The React element (r2wc) then takes over the same element and the same shadow root (define-widget.tsx). Everything loads once per page, however many
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
import { isTrue } from './attributes';
import { watchElements } from './find-elements';
import { WIDGETS, type WidgetRow } from './registry';
import { applyScriptConfig } from './script-config';
import { PrimediaShell } from './shell';
import { liveNearViewport, watchLiveShell } from './live-shell';
import { emitFrom } from './emit';

// First, while the browser still names this script: its data-platform-url / data-app-url attributes may point
// this copy at other services; the loader starts once they apply, before any widget reads a URL.
const configured = applyScriptConfig();

const ROWS = new Map<string, WidgetRow>(WIDGETS.map((row) => [row.tag, row]));
/** How far outside the viewport a widget starts loading. */
const NEAR_VIEWPORT = '300px';
/** The attributes a shell shows, which it follows until the element's code arrives. */
const SHOWN = ['station', 'compact', 'theme', 'open'];

const state = shared('embed-loader', () => ({
  started: false,
  loading: new Map<string, Promise<unknown>>(),
  /** The elements of each tag that wait for its code, to tell them when it cannot be loaded. */
  waiting: new Map<string, Set<HTMLElement>>(),
}));

/** The code file of each tag that failed to load, asked for again under another address (failedFile). */
const failedFiles = new Map<string, string>();

const waitingFor = (tag: string): Set<HTMLElement> => {
  let found = state.waiting.get(tag);
  if (!found) state.waiting.set(tag, (found = new Set()));
  return found;
};

/**
 * The address of a code file that failed to load, as Chromium and Firefox name it in the error. A browser may
 * keep a failed module as failed for the page's life (the HTML standard cached failures until recently), so
 * "Try again" asks for that file under another address; the file is then fetched and run once, as before.
 */
function failedFile(error: unknown): string | undefined {
  const named = /\bhttps?:\/\/[^\s'"]+/.exec(String(error))?.[0];
  return named ? named.replace(/[.,;:)]+$/, '') : undefined;
}

/** The same file under an address no earlier attempt used. */
function anotherAddress(file: string): string {
  const url = new URL(file);
  url.searchParams.set('retry', Date.now().toString(36));
  return url.href;
}

function load(tag: string): Promise<unknown> {
  const row = ROWS.get(tag);
  if (!row) return Promise.resolve();
  let pending = state.loading.get(tag);
  if (!pending) {
    const failedBefore = failedFiles.get(tag);
    const attempt = failedBefore
      ? import(/* @vite-ignore */ anotherAddress(failedBefore)).then(() => {
          // The named file was one the element's code needs, not the element's own: only a new page helps.
          if (!customElements.get(tag)) throw new Error(`${failedBefore} did not define <${tag}>`);
        })
      : row.load();
    pending = attempt.then(
      () => state.waiting.delete(tag),
      (error: unknown) => {
        state.loading.delete(tag); // "Try again" asks anew
        const file = failedFile(error);
        if (file && !failedBefore) failedFiles.set(tag, file);
        console.warn(`[primedia] could not load ${tag}: ${String(error)}`);
        waitingFor(tag).forEach((element) => failed(element, row));
      },
    );
    state.loading.set(tag, pending);
  }
  return pending;
}

/** The element's code did not arrive: its shell says so, with "Try again", and the page hears why. */
function failed(element: HTMLElement, row: WidgetRow) {
  if (customElements.get(row.tag)) return;
  // A closed wall shows nothing; the page still hears it, and opening the wall asks again.
  paintShell(element, row)?.showFailure(() => {
    paintShell(element, row);
    void load(row.tag);
  });
  emitFrom(element, 'primedia-error', {
    code: 'load-failed',
    message: 'This widget could not be loaded. Please try again.',
  });
}

/** The element's station as its shell shows it: the attribute, or a property set before the code arrived. */
function stationOf(element: HTMLElement): string {
  const early = (element as unknown as Record<string, unknown>).station;
  return element.getAttribute('station') ?? (typeof early === 'string' ? early : '');
}

/**
 * Paints, or repaints after an attribute changed, the light shell in the element's own open shadow root, which
 * the React element adopts when its code arrives (define-widget.tsx). Nothing goes into the light DOM.
 */
function paintShell(element: HTMLElement, row: WidgetRow): PrimediaShell | null {
  if (row.shell.kind === 'none' || customElements.get(row.tag)) return null;
  const wanted = row.loading !== 'open-or-idle' || isTrue(element.getAttribute('open'));
  const root = element.shadowRoot ?? (wanted ? element.attachShadow({ mode: 'open' }) : null);
  let shell = root?.querySelector('primedia-shell') as PrimediaShell | null | undefined;
  if (!root || !wanted) {
    shell?.remove();
    return null;
  }
  if (!shell) {
    shell = document.createElement('primedia-shell') as PrimediaShell;
    shell.row = row;
  }
  shell.station = stationOf(element);
  shell.compact = isTrue(element.getAttribute('compact'));
  const theme = element.getAttribute('theme');
  if (theme) shell.setAttribute('theme', theme);
  else shell.removeAttribute('theme');
  if (shell.isConnected) shell.redraw();
  else root.append(shell);
  return shell;
}

/** Until its code arrives, the shell follows the attributes it shows (a framework may set them after us). */
function followAttributes(element: HTMLElement, row: WidgetRow, changed: () => void) {
  const observer = new MutationObserver(() => {
    paintShell(element, row);
    changed();
  });
  observer.observe(element, { attributes: true, attributeFilter: SHOWN });
  void customElements.whenDefined(row.tag).then(() => observer.disconnect());
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

function loadWhenOpenOrIdle(element: HTMLElement, row: WidgetRow) {
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
    if (isTrue(element.getAttribute('open'))) void load(tag);
  };
  followAttributes(element, row, openNow);
  paintShell(element, row);
  openNow();
  whenIdle(() => void load(tag));
}

function watch(element: HTMLElement, visibility: IntersectionObserver) {
  const tag = element.localName;
  const row = ROWS.get(tag);
  if (!row || customElements.get(tag) || waitingFor(tag).has(element)) return;
  waitingFor(tag).add(element);
  if (row.loading === 'first-play') {
    loadOnFirstPlay(tag);
    return;
  }
  if (row.loading === 'open-or-idle') {
    loadWhenOpenOrIdle(element, row);
    return;
  }
  paintShell(element, row);
  followAttributes(element, row, () => undefined);
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
  watchElements(new Set(ROWS.keys()), (element) => watch(element, visibility));
}

function startWhenReady() {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

if (configured) void configured.then(startWhenReady);
else startWhenReady();
