/**
 * Keeps a partner page's global CSS out of a widget (docs/design.md, "Partner page failures", "Reliability rules"). Selectors of the page
 * never match inside a shadow root, but the element itself is in the page: rules like `* { font: 20px Comic
 * Sans !important; letter-spacing: 2px !important; padding: 4px !important }` match it, and inherited
 * properties then flow into the shadow tree. Important declarations from a shadow root beat important ones
 * from the page (CSS Cascade 5, "context"), so this sheet resets, with !important, what is inherited or paints
 * inside the element's box. It leaves the page in charge of where the element goes: display, width, margin,
 * position, visibility stay the partner's. Theming goes through --primedia-* custom properties and ::part().
 *
 * One thing a reset on the element cannot stop: text-decoration is not inherited but propagated, from every
 * decorating ancestor into in-flow content. It stops at atomic inline boxes, so define-widget renders each
 * component inside one (the barrier below), as wide and as high as the element. The element's own line height
 * is 0 so the line that barrier sits on is exactly as high as the barrier: an empty widget (the mini player
 * with nothing playing) takes no room and no clicks; the components get the 1.3 back from the barrier.
 */
export const BARRIER_CLASS = 'primedia-isolate';

export const HOST_ISOLATION_CSS = `
:host {
  color: initial !important;
  font: 400 16px/0 var(--primedia-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif) !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-transform: none !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-shadow: none !important;
  text-decoration: none !important;
  white-space: normal !important;
  word-break: normal !important;
  overflow-wrap: normal !important;
  hyphens: manual !important;
  font-style: normal !important;
  cursor: auto !important;
  list-style: none !important;
  padding: 0 !important;
  border: 0 none !important;
  background: none !important;
  box-shadow: none !important;
  outline: none !important;
  filter: none !important;
  box-sizing: border-box !important;
}
.${BARRIER_CLASS} {
  display: inline-block;
  vertical-align: top;
  line-height: 1.3;
  width: 100%;
  height: 100%;
}
:host::before,
:host::after {
  content: none !important;
  display: none !important;
}
`;
