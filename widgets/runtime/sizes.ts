/**
 * The box a widget with a reserved size takes on a partner page, as CSS for its React element. Made from the
 * `size` of the widget's registry row, as the light shell's box is (shell.ts), so the shell paints at the
 * element's final size and nothing moves when React takes over (CLS 0, docs/design.md, "Budgets"). Such widgets are
 * lists (guide, episodes): a fixed height, scrolling inside; a partner changes the height through the custom
 * property, which both the shell and the element read. define-widget.tsx appends it to every element's stylesheet, so it
 * travels in that chunk, not in the embed loader's.
 */
import { WIDGETS } from './registry';

/**
 * The host box of a list widget: fixed height; the component fills it and its list scrolls inside. Empty for
 * widgets without a reserved size. Compact CSS: it travels with every widget's code.
 */
export function listHostCss(tag: string): string {
  const size = WIDGETS.find((row) => row.tag === tag)?.size;
  if (!size) return '';
  const compact = size.compactHeight
    ? `:host([compact]:not([compact=false])){height:${size.compactHeight}}`
    : '';
  return `:host{display:block;height:${size.height};overflow:hidden;contain:strict}${compact}`;
}
