/**
 * <primedia-shell>: the light shell the embed loader puts inside a widget before its React code arrives
 * (DESIGN.md §1, §4). It paints the widget at its final size and look (logo, name, play button) from a few kB
 * of lit, so the page does not shift and the listener can press play at once. When the real element is defined
 * it attaches its own shadow root; this shell is light DOM of that element, is no longer rendered, and is
 * removed by the loader. A shell is drawn once, from what the loader sets before attaching it, so it needs only
 * lit's templates (lit/html.js), not LitElement's reactive update cycle: that keeps ~2.5 kB gz of
 * @lit/reactive-element off the partner page before its first paint.
 *
 * No style attributes anywhere (station colours are classes), so strict CSPs without 'unsafe-inline' hold.
 */
import { html, nothing, render } from 'lit/html.js';
import { serviceConfig } from '../../src/core/config';
import { STATION_BRAND } from '../../src/core/stations/station-brand';
import { parseStationId } from '../../src/core/stations/station-ids';
import { EPISODES_HEIGHT, GUIDE_COMPACT_HEIGHT, GUIDE_HEIGHT } from './sizes';

const FONT = "14px/1.3 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";
const LIGHT = 'background:#fff;color:#16161d;box-shadow:inset 0 0 0 1px #d9d9e0';
const SHELL_CSS = [
  ':host{all:initial!important;display:block!important}:host::before,:host::after{content:none!important}',
  `:host([kind=primedia-programme-guide]){height:${GUIDE_HEIGHT}!important}`,
  `:host([kind=primedia-programme-guide][compact]){height:${GUIDE_COMPACT_HEIGHT}!important}`,
  `:host([kind=primedia-podcast-episodes]){height:${EPISODES_HEIGHT}!important}`,
  `.live,.list{box-sizing:border-box;border-radius:12px;background:#16161d;color:#f4f4f7;font:${FONT}}`,
  '.live{display:grid;grid-template-columns:56px 1fr 48px;align-items:center;gap:12px;height:88px;padding:16px}',
  '.list{height:100%;overflow:hidden;padding:16px}',
  '.bar{height:56px;margin-top:8px;border-radius:8px;background:color-mix(in srgb,currentColor 10%,transparent)}',
  '.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}',
  '.backdrop{position:fixed;inset:0;z-index:2147483000;background:rgb(13 13 18/.85)}',
  '.logo{width:56px;height:56px;border-radius:8px;display:block}',
  '.name{font-weight:700;font-size:15px;margin:0}',
  'button{width:48px;height:48px;border:0;border-radius:50%;color:#fff;cursor:pointer;display:grid;place-items:center;padding:0}',
  'button:focus-visible{outline:3px solid #f4f4f7;outline-offset:3px}',
  '.play{width:0;height:0;margin-left:4px;border-style:solid;border-width:9px 0 9px 15px;border-color:transparent transparent transparent currentColor}',
  `@media (prefers-color-scheme:light){:host(:not([theme=dark])) .live,:host(:not([theme=dark])) .list{${LIGHT}}}`,
  `:host([theme=light]) .live,:host([theme=light]) .list{${LIGHT}}`,
  // Station colours as classes: a `style` attribute in a template, even one lit fills through the CSSOM, is
  // reported as a violation by pages whose style-src has no 'unsafe-inline' (RELIABILITY.md 21).
  ...Object.entries(STATION_BRAND).map(([id, brand]) => `.s-${id}{background:${brand.color}}`),
].join('');

/** Placeholder rows in the list shells; the real lists scroll inside the same box. */
const ROWS = [0, 1, 2, 3, 4, 5];

let shellSheet: CSSStyleSheet | null = null;

export class PrimediaShell extends HTMLElement {
  /** Set by the loader before the shell is attached; a shell is drawn once and never changes. */
  kind = '';
  station = '';
  compact = false;

  connectedCallback() {
    if (this.shadowRoot) return;
    // Reflected for the :host([kind]) and :host([compact]) size rules.
    this.setAttribute('kind', this.kind);
    this.toggleAttribute('compact', this.compact);
    const root = this.attachShadow({ mode: 'open' });
    // One compact string: every byte here is paid before the first paint (DESIGN.md §4). `all: initial
    // !important` on our own shell keeps a partner's global rules (`* { font: ... !important }`) out of it;
    // custom properties still come through. A constructed sheet, so strict CSPs without 'unsafe-inline' hold.
    if (!shellSheet) {
      shellSheet = new CSSStyleSheet();
      shellSheet.replaceSync(SHELL_CSS);
    }
    root.adoptedStyleSheets = [shellSheet];
    render(this.render(), root, { host: this });
  }

  private render() {
    if (this.kind === 'primedia-programme-guide') return this.renderList('programme guide', true);
    if (this.kind === 'primedia-podcast-episodes') return this.renderList('episodes', false);
    if (this.kind === 'primedia-registration-wall') return html`<div class="backdrop"></div>`;
    if (this.kind !== 'primedia-live-player') return nothing;
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
      <button type="button" aria-label="Play ${brand.name} live" class="s-${id}" @click=${this.onPlay}>
        <span class="play" aria-hidden="true"></span>
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

  private onPlay() {
    this.dispatchEvent(new CustomEvent('primedia-shell-play', { bubbles: true, composed: true }));
  }
}
