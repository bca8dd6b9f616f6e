/**
 * Styles inside shadow roots (the widgets, and parts that load later inside one): constructed sheets adopted
 * into the root, never <style> elements, so strict CSPs without 'unsafe-inline' hold (docs/design.md, "Partner page failures").
 */
import { shared } from '../../core/store-registry';

/** One constructed sheet per page for `css`, shared by every element (and every copy of the bundle). */
export const sharedSheet = (key: string, css: string): CSSStyleSheet =>
  shared(`stylesheet:${key}`, () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  });

/** Adds the sheets a root does not have yet, after the ones it has. */
export function adoptStyleSheets(root: ShadowRoot, sheets: CSSStyleSheet[]): void {
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
