/**
 * The one accessible full-screen dialog both walls use (docs/product.md, "Registration wall", "Paywall":
 * they close by the close button, Escape or a click outside).
 *
 * - role=dialog, aria-modal, labelled by its heading; focus moves into it on open and Tab cycles inside.
 * - Focus returns to the element that had it before opening (also inside a shadow root).
 * - The page behind does not scroll while it is open.
 * - Host CSS may hide it (cookie-banner blockers hide dialogs on partner pages, docs/design.md, "Partner page failures"). While it is
 *   not rendered it traps nothing and locks nothing, so the page stays usable; it is checked on open, on every
 *   key press and twice a second.
 *
 * A plain element rather than <dialog showModal()>: a modal <dialog> makes the whole page inert, which is
 * exactly what must not happen when a host page has hidden it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { recordProblem } from '../../core/monitoring/problems';
import { isRendered, releaseScroll, lockScroll, tabbables, deepActiveElement } from './dialog-dom';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; it names the dialog. */
  title: string;
  /** Accessible name of the close control. */
  closeLabel?: string;
  /** Full-bleed content behind the panel (e.g. scrolling covers); clicks on it count as outside. */
  backdrop?: ReactNode;
  className?: string;
  children: ReactNode;
}

const VISIBILITY_CHECK_MS = 500;

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, closeLabel = 'Close', backdrop, className, children }: DialogProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const root = panel.getRootNode() as Document | ShadowRoot;
    const opener = deepActiveElement(document);
    let engaged = false;
    let reported = false;

    // Engages the trap and the scroll lock only while the dialog is really on screen.
    const sync = () => {
      const visible = isRendered(panel);
      if (visible && !engaged) {
        engaged = true;
        lockScroll();
        if (!panel.contains(root.activeElement)) panel.focus();
      } else if (!visible && engaged) {
        engaged = false;
        releaseScroll();
      }
      if (!visible && !reported) {
        reported = true;
        recordProblem({ area: 'dialog', message: 'the page hides the dialog; focus is not trapped' });
      }
      return visible;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (!sync()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = root.activeElement;
      const outside = !panel.contains(active);
      if (event.shiftKey && (active === first || active === panel || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || active === panel || outside)) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that escapes (a click on the page behind, a screen reader's virtual cursor) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!engaged || !isRendered(panel)) return;
      const target = event.composedPath()[0];
      if (target instanceof Node && !panel.contains(target) && target !== panel) panel.focus();
    };

    sync();
    const timer = setInterval(sync, VISIBILITY_CHECK_MS);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      clearInterval(timer);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
      if (engaged) releaseScroll();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      className={['primedia-dialog', className].filter(Boolean).join(' ')}
      part="dialog-overlay"
      onClick={(event) => {
        // A click outside the panel (on the overlay or the backdrop art) closes, docs/product.md, "Registration wall"
        if (!panelRef.current?.contains(event.target as Node)) onClose();
      }}
    >
      {backdrop ? (
        <div className="primedia-dialog__backdrop" aria-hidden="true">
          {backdrop}
        </div>
      ) : null}
      <div
        ref={panelRef}
        className="primedia-dialog__panel"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <button
          type="button"
          className="primedia-dialog__close"
          part="close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </button>
        <h2 id={headingId} className="primedia-dialog__title" part="title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
