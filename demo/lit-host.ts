/**
 * A partner app built with Lit 3: it renders in its own open shadow root, so the widgets are in the app's
 * shadow tree, never in the document's. The guide's station is a property binding (`.station=`), set before
 * the widget's code has arrived, and its `compact="false"` is how Vue and Svelte write a false boolean. A
 * button changes the live player's station, as an app's state would. The mini player is docked by its own style
 * attribute, as docs/widgets.md, "Mini player" suggests: the page's stylesheet does not reach into the shadow root.
 */
import { LitElement, html } from 'lit';

class PartnerApp extends LitElement {
  static override properties = { station: { state: true } };
  // Declared, then set in the constructor: a class field would hide Lit's reactive accessor.
  declare station: string;

  constructor() {
    super();
    this.station = '702';
  }

  override render() {
    return html`<h2>Inside the app’s shadow root</h2>
      <button type="button" @click=${() => (this.station = 'kfm')}>Listen to KFM instead</button>
      <primedia-live-player station=${this.station}></primedia-live-player>
      <primedia-programme-guide .station=${'947'} compact="false"></primedia-programme-guide>
      <primedia-podcast-episodes
        url="/podcasts/the-money-hour-podcast"
        page-size="4"
      ></primedia-podcast-episodes>
      <primedia-registration-wall></primedia-registration-wall>
      <primedia-mini-player
        style="position: fixed; left: 0; right: 0; bottom: 0; z-index: 10"
      ></primedia-mini-player>`;
  }
}

customElements.define('partner-app', PartnerApp);
