/**
 * <primedia-shell>: the light shell the embed loader puts inside a widget before its React code arrives
 * (docs/design.md, "Layers", "Budgets"). It paints the widget at its final size and look (logo, name, play button) from a few kB
 * of lit, so the page does not shift and the listener can press play at once. What it draws and how high comes
 * from the widget's registry row (its `shell` and `size`), which the loader hands it. It lives in the widget
 * element's own shadow root, never in the page's light DOM; React's first render there replaces it. The loader
 * sets what it shows and redraws it when an attribute changes, or when the code could not be loaded (a message
 * and "Try again" instead of a placeholder forever). It needs only lit's templates (lit/html.js), not LitElement's reactive update cycle: that keeps ~2.5 kB gz of
 * @lit/reactive-element off the partner page before its first paint.
 *
 * No style attributes anywhere (station colours are classes), so strict CSPs without 'unsafe-inline' hold.
 */
import { html, nothing, render } from 'lit/html.js';
import { serviceConfig } from '../../src/core/config';
import { STATION_BRAND } from '../../src/core/stations/station-brand';
import { parseStationId } from '../../src/core/stations/station-ids';
import type { WidgetRow, WidgetSize } from './registry';

const FONT = "14px/1.3 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const LIGHT = 'background:#fff;color:#16161d;box-shadow:inset 0 0 0 1px #d9d9e0';
const SHELL_CSS = [
  ':host{all:initial!important;display:block!important}:host::before,:host::after{content:none!important}',
  `.live,.list{box-sizing:border-box;border-radius:12px;background:#16161d;color:#f4f4f7;font:${FONT}}`,
  '.live{display:grid;grid-template-columns:56px 1fr 48px;align-items:center;gap:12px;height:88px;padding:16px}',
  '.list{height:100%;overflow:hidden;padding:16px}',
  '.bar{height:56px;margin-top:8px;border-radius:8px;background:color-mix(in srgb,currentColor 10%,transparent)}',
  '.failed{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}.failed p{margin:0;flex:1 1 12em}',
  '.list.failed{align-content:center}.backdrop .failed{max-width:24em;margin:20vh auto 0}',
  '.retry{width:auto;height:auto;min-height:44px;padding:0 16px;border-radius:22px;background:#e30613;font:700 14px/1 system-ui,sans-serif}',
  '.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}',
  '.backdrop{position:fixed;inset:0;z-index:2147483000;background:rgb(13 13 18/.85)}',
  '.logo{width:56px;height:56px;border-radius:8px;display:block}',
  '.name{font-weight:700;font-size:15px;margin:0}',
  'button{width:48px;height:48px;border:0;border-radius:50%;color:#fff;cursor:pointer;display:grid;place-items:center;padding:0}',
  'button:focus-visible{outline:3px solid #f4f4f7;outline-offset:3px}',
  '.play{width:0;height:0;margin-left:4px;border-style:solid;border-width:9px 0 9px 15px;border-color:transparent transparent transparent currentColor}',
  // Pressed: a turning ring until the element takes over (still, for listeners who ask for less motion).
  '.busy{width:14px;height:14px;border:3px solid currentColor;border-right-color:transparent;border-radius:50%;animation:spin 1s linear infinite}',
  '@keyframes spin{to{transform:rotate(1turn)}}@media (prefers-reduced-motion:reduce){.busy{animation:none}}',
  `@media (prefers-color-scheme:light){:host(:not([theme=dark])) .live,:host(:not([theme=dark])) .list{${LIGHT}}}`,
  `:host([theme=light]) .live,:host([theme=light]) .list{${LIGHT}}`,
  // Station colours as classes: a `style` attribute in a template, even one lit fills through the CSSOM, is
  // reported as a violation by pages whose style-src has no 'unsafe-inline' (docs/design.md, "Partner page failures").
  ...Object.entries(STATION_BRAND).map(([id, brand]) => `.s-${id}{background:${brand.color}}`),
].join('');

/** Placeholder rows in the list shells; the real lists scroll inside the same box. */
const ROWS = [0, 1, 2, 3, 4, 5];

/** The widget's reserved box (its registry row's `size`); these rules win over the reset by coming later. */
const sizeCss = ({ height, compactHeight }: WidgetSize) =>
  `:host{height:${height}!important}` +
  (compactHeight ? `:host([compact]){height:${compactHeight}!important}` : '');

/** Constructed sheets, made once per page: the shell's own, and one per widget with a reserved size. */
const sheets = new Map<string, CSSStyleSheet>();
function sheet(key: string, css: string): CSSStyleSheet {
  let found = sheets.get(key);
  if (!found) {
    found = new CSSStyleSheet();
    found.replaceSync(css);
    sheets.set(key, found);
  }
  return found;
}

export class PrimediaShell extends HTMLElement {
  /** Set by the loader before the shell is attached, and again (then `redraw()`) when an attribute changes. */
  row: WidgetRow | null = null;
  station = '';
  compact = false;
  /** Pressed: the play is on its way (the shell plays by itself, shell-play.ts); a second press does nothing. */
  private pressed = false;
  /** Set when the element's code could not be loaded: what "Try again" does. */
  private retry: (() => void) | null = null;

  connectedCallback() {
    if (this.shadowRoot || !this.row) return;
    // Reflected for the :host([compact]) size rule.
    this.toggleAttribute('compact', this.compact);
    const root = this.attachShadow({ mode: 'open' });
    // One compact string: every byte here is paid before the first paint (docs/design.md, "Budgets"). `all: initial
    // !important` on our own shell keeps a partner's global rules (`* { font: ... !important }`) out of it;
    // custom properties still come through. Constructed sheets, so strict CSPs without 'unsafe-inline' hold;
    // the size sheet comes after the shell's, so its height wins over the reset.
    const { tag, size } = this.row;
    const shellSheet = sheet('primedia-shell', SHELL_CSS);
    root.adoptedStyleSheets = size ? [shellSheet, sheet(tag, sizeCss(size))] : [shellSheet];
    this.draw();
  }

  /** Draws again after the loader changed what it shows. */
  redraw() {
    this.toggleAttribute('compact', this.compact);
    this.draw();
  }

  /** The element's code could not be loaded: a message and "Try again" in the same box. */
  showFailure(retry: () => void) {
    this.retry = retry;
    this.pressed = false;
    this.draw();
  }

  private draw() {
    if (this.row && this.shadowRoot) render(this.render(this.row), this.shadowRoot, { host: this });
  }

  private render({ shell }: WidgetRow) {
    if (this.retry) return this.renderFailure(shell.kind);
    if (shell.kind === 'list') return this.renderList(shell.label, shell.station);
    if (shell.kind === 'backdrop') return html`<div class="backdrop"></div>`;
    if (shell.kind !== 'live') return nothing;
    const id = parseStationId(this.station);
    if (!id) return nothing; // the React element explains a bad station; the shell stays empty
    const brand = STATION_BRAND[id];
    return html`<div class="live">
      <img
        class="logo"
        src="${serviceConfig.platformUrl}/images/logos/${id}.svg"
        alt=""
        width="56"
        height="56"
      />
      <p class="name">${brand.name}</p>
      <button
        type="button"
        aria-label="${this.pressed ? `Loading ${brand.name} live` : `Play ${brand.name} live`}"
        aria-disabled="${this.pressed ? 'true' : 'false'}"
        class="s-${id}"
        data-intent="primedia-live-player|${id}"
        @click=${this.onPlay}
      >
        <span class="${this.pressed ? 'busy' : 'play'}" aria-hidden="true"></span>
      </button>
    </div>`;
  }

  /** A list widget's box with placeholder rows: same size as the element, no controls to press yet. */
  private renderList(what: string, withStation: boolean) {
    const id = withStation ? parseStationId(this.station) : null;
    const brand = id ? STATION_BRAND[id] : null;
    return html`<div class="list" aria-busy="true">
      <p class="name">${brand ? brand.name : ''}</p>
      <p class="hidden">Loading the ${what}…</p>
      ${ROWS.map(() => html`<div class="bar"></div>`)}
    </div>`;
  }

  private renderFailure(kind: WidgetRow['shell']['kind']) {
    const card = html`<div class="${kind === 'list' ? 'list' : 'live'} failed" role="alert">
      <p>This widget could not be loaded.</p>
      <button type="button" class="retry" @click=${this.onRetry}>Try again</button>
    </div>`;
    return kind === 'backdrop' ? html`<div class="backdrop">${card}</div>` : card;
  }

  private onRetry() {
    const retry = this.retry;
    this.retry = null;
    this.draw();
    retry?.();
  }

  private onPlay() {
    if (this.pressed) return;
    this.pressed = true;
    this.draw();
    this.dispatchEvent(new CustomEvent('primedia-shell-play', { bubbles: true, composed: true }));
  }
}
