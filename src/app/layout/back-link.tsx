/**
 * The back control of pages that hide the mobile top bar (docs/product.md, "Layout" `hideMobileNavigationBar`: search, settings,
 * a My Content list), in the page's own header: without it a listener on a phone had only the browser's back.
 * It goes back when the previous entry is a page of this app (so the listener returns to where they were,
 * scroll position included), else to `fallback`, the page above it, for a listener who arrived by a link.
 * Wide screens keep the side menu and do not show it (layout.css), unless `always` (a sub-page's way up to
 * its parent, such as a My Content list).
 */
import type { MouseEvent } from 'react';
import { canGoBackInApp } from '../router/location';
import { Link } from '../router/link';
import { MenuIcon } from './menu-links';

export function BackLink({
  fallback,
  label,
  always = false,
}: {
  fallback: string;
  label: string;
  always?: boolean;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!canGoBackInApp()) return; // the link itself goes to the fallback
    event.preventDefault();
    history.back();
  };
  return (
    <Link href={fallback} className={always ? 'back-link back-link--always' : 'back-link'} onClick={onClick}>
      <MenuIcon name="back" />
      {label}
    </Link>
  );
}
