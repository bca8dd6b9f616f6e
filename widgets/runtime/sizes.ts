/**
 * The boxes widgets occupy on a partner page, shared by the light shells (shell.ts) and the React elements, so
 * the shell paints at the element's final size and nothing moves when React takes over (CLS 0, DESIGN.md §4).
 * Lists (guide, episodes) have a fixed height and scroll inside; a partner changes the height through the
 * custom property, which both the shell and the element read.
 */
export const GUIDE_HEIGHT = 'var(--primedia-guide-height, 480px)';
export const GUIDE_COMPACT_HEIGHT = 'var(--primedia-guide-height, 320px)';
export const EPISODES_HEIGHT = 'var(--primedia-episodes-height, 560px)';

/** The host box of a list widget: fixed height, scrolls inside. Appended to the element's own stylesheet. */
export function listHostCss(tag: string, height: string, compactHeight?: string): string {
  return `
:host { display: block; height: ${height}; overflow: hidden; contain: strict; }
${compactHeight ? `:host([compact]) { height: ${compactHeight}; }` : ''}
/* ${tag}: the component fills the box; its list scrolls inside. */
`;
}
