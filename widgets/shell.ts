/**
 * <primedia-shell>: the light shell the embed loader puts inside a widget before its React code arrives
 * (DESIGN.md §1, §4). It paints the widget at its final size and look (logo, name, play button) from a few kB
 * of lit, so the page does not shift and the listener can press play at once. When the real element is defined
 * it attaches its own shadow root; this shell is light DOM of that element, is no longer rendered, and is
 * removed by the loader.
 *
 * Colours go through styleMap (CSSOM), never a style attribute in markup, so strict CSPs without
 * 'unsafe-inline' allow them.
 */
import { css, html, LitElement, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { serviceConfig } from '../src/core/config';
import { STATION_BRAND } from '../src/core/station-brand';
import { parseStationId } from '../src/core/station-ids';

export class PrimediaShell extends LitElement {
  static override properties = { kind: {}, station: {} };
  declare kind: string;
  declare station: string;

  static override styles = css`
    :host {
      display: block;
    }
    .live {
      box-sizing: border-box;
      display: grid;
      grid-template-columns: 56px 1fr 48px;
      align-items: center;
      gap: 12px;
      height: 88px;
      padding: 16px;
      border-radius: 12px;
      background: #16161d;
      color: #f4f4f7;
      font:
        14px/1.3 system-ui,
        -apple-system,
        'Segoe UI',
        Roboto,
        sans-serif;
    }
    .logo {
      width: 56px;
      height: 56px;
      border-radius: 8px;
      display: block;
    }
    .name {
      font-weight: 700;
      font-size: 15px;
      margin: 0;
    }
    button {
      width: 48px;
      height: 48px;
      border: 0;
      border-radius: 50%;
      color: #fff;
      cursor: pointer;
      display: grid;
      place-items: center;
      padding: 0;
    }
    button:focus-visible {
      outline: 3px solid #f4f4f7;
      outline-offset: 3px;
    }
    .play {
      width: 0;
      height: 0;
      margin-left: 4px;
      border-style: solid;
      border-width: 9px 0 9px 15px;
      border-color: transparent transparent transparent currentColor;
    }
    @media (prefers-color-scheme: light) {
      :host(:not([theme='dark'])) .live {
        background: #fff;
        color: #16161d;
        box-shadow: inset 0 0 0 1px #d9d9e0;
      }
    }
    :host([theme='light']) .live {
      background: #fff;
      color: #16161d;
      box-shadow: inset 0 0 0 1px #d9d9e0;
    }
  `;

  override render() {
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
      <button
        type="button"
        aria-label="Play ${brand.name} live"
        style=${styleMap({ background: brand.color })}
        @click=${this.onPlay}
      >
        <span class="play" aria-hidden="true"></span>
      </button>
    </div>`;
  }

  private onPlay() {
    this.dispatchEvent(new CustomEvent('primedia-shell-play', { bubbles: true, composed: true }));
  }
}
