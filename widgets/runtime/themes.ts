/**
 * The `theme` attribute for components whose stylesheet follows prefers-color-scheme only (docs/design.md, "Names partners depend on"): an
 * explicit `theme="light"` or `theme="dark"` on the element wins over the page's preference. The components keep
 * their colours in private `--_surface` / `--_text` variables on their root class, which these rules replace;
 * a partner's --primedia-surface / --primedia-text still come first. Used by the registration wall's dialog; the
 * card components (live player, guide, episodes) carry the same rules in src/ui/common/surface.css.
 */
export function themeCss(rootClass: string): string {
  return `
:host([theme='light']) .${rootClass} {
  --_surface: var(--primedia-surface, #ffffff);
  --_text: var(--primedia-text, #16161d);
}
:host([theme='dark']) .${rootClass} {
  --_surface: var(--primedia-surface, #16161d);
  --_text: var(--primedia-text, #f4f4f7);
}
`;
}
