/**
 * The menu as a full-screen overlay on narrow screens (docs/product.md, "Layout", "Feedback"): a modal dialog with
 * focus kept inside, Escape and the close button close it, and the layout closes it on any route change. Loaded
 * lazily: one of the two extra script parts of docs/product.md, "Layout" (the other is the ad service).
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '../router/link';
import { MenuIcon, MenuLinks } from './menu-links';

export interface OverlayMenuProps {
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

export default function OverlayMenu({ onClose }: OverlayMenuProps) {
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <div
      ref={dialog}
      className="overlay-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      id="overlay-menu"
      onKeyDown={onKeyDown}
    >
      <div className="overlay-menu__bar">
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
          <MenuIcon name="close" />
        </button>
        <Link href="/" className="brand-link" aria-label="Primedia+ home">
          Primedia<span aria-hidden="true">+</span>
        </Link>
        <span className="icon-button-spacer" />
      </div>
      <nav aria-label="Main menu">
        <MenuLinks />
      </nav>
    </div>
  );
}
