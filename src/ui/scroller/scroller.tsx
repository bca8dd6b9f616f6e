/**
 * A row that scrolls sideways (a reel, the hero teasers) with previous/next buttons and position dots, so a
 * mouse user is not left with only a sideways scroll. The row snaps to its items (CSS of the caller); the
 * controls appear only when the items do not all fit, and follow the row however it is scrolled (touch,
 * trackpad, keyboard, the buttons).
 *
 * Keyboard and screen readers: the buttons are named after the row ("Previous: Latest news"); at either end the
 * button is aria-disabled rather than disabled, so focus stays on it. The dots are one tab stop (roving
 * tabindex, arrow keys move between them), each named "Page 2 of 4" with aria-current on the page in view.
 * Scrolling is smooth unless the listener prefers reduced motion.
 */
import {
  Children,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import './scroller.css';

interface Position {
  pages: number;
  page: number;
  atStart: boolean;
  atEnd: boolean;
}

const FITS: Position = { pages: 1, page: 0, atStart: true, atEnd: true };

function measure(el: HTMLElement): Position {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1 || el.clientWidth === 0) return FITS;
  const pages = Math.max(2, Math.ceil(el.scrollWidth / el.clientWidth - 0.05));
  const page = Math.min(pages - 1, Math.max(0, Math.round((el.scrollLeft / max) * (pages - 1))));
  return { pages, page, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft >= max - 1 };
}

const same = (a: Position, b: Position) =>
  a.pages === b.pages && a.page === b.page && a.atStart === b.atStart && a.atEnd === b.atEnd;

/**
 * Before the row can be measured (the server's HTML, the first render in the browser) a row of several items is
 * taken to overflow, one item per page: the controls' space is then in the first paint instead of pushing the
 * page down when they appear (layout shift), and the measurement corrects the number of dots.
 */
const unmeasured = (items: number): Position =>
  items > 1 ? { pages: items, page: 0, atStart: true, atEnd: false } : FITS;

/** Where the row is, kept up to date as it scrolls or changes size. */
function usePosition(ref: RefObject<HTMLElement | null>, items: number): Position {
  const [position, setPosition] = useState<Position>(() => unmeasured(items));
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setPosition((before) => {
        const next = measure(el);
        return same(before, next) ? before : next;
      });
    el.addEventListener('scroll', update, { passive: true });
    // The observer's first report, once the browser has laid the page out, is the first measurement: measured
    // here, inside the commit (hydration's, on a server-rendered page), it forced a layout of the whole page.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (!observer) update();
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return position;
}

const behavior = (): ScrollBehavior =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

export interface ScrollerProps {
  /** The row's name, for the controls ("Previous: {label}"). */
  label: string;
  /** The scrolling element: a list of cards, or a group of heroes. */
  as?: 'ul' | 'div';
  /** Class of the scrolling element, which lays the items out and sets their snap points. */
  className: string;
  /** Attributes of the scrolling element (its accessible name, tabIndex). */
  listProps?: { 'aria-labelledby'?: string; 'aria-label'?: string; tabIndex?: number };
  children: ReactNode;
}

export function Scroller({ label, as: Tag = 'ul', className, listProps, children }: ScrollerProps) {
  const ref = useRef<HTMLElement>(null);
  const { pages, page, atStart, atEnd } = usePosition(ref, Children.count(children));
  const dots = useRef<(HTMLButtonElement | null)[]>([]);

  const goTo = useCallback((target: number) => {
    const el = ref.current;
    if (!el) return;
    const current = measure(el);
    const clamped = Math.min(current.pages - 1, Math.max(0, target));
    const max = el.scrollWidth - el.clientWidth;
    el.scrollTo({ left: (max * clamped) / Math.max(1, current.pages - 1), behavior: behavior() });
  }, []);

  const onDotKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? pages - 1 : index + step;
    if (to === index || (step === 0 && event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    const target = Math.min(pages - 1, Math.max(0, to));
    goTo(target);
    dots.current[target]?.focus();
  };

  // One tree whether or not the controls show, so the row element (and what observes it) stays the same.
  return (
    <div className="scroller">
      <Tag ref={ref as RefObject<never>} className={className} {...listProps}>
        {children}
      </Tag>
      {pages > 1 ? (
        <div className="scroller__controls">
          <button
            type="button"
            className="scroller__step"
            aria-label={`Previous: ${label}`}
            aria-disabled={atStart}
            onClick={() => !atStart && goTo(page - 1)}
          >
            <span aria-hidden="true" className="scroller__chevron scroller__chevron--back" />
          </button>
          <div className="scroller__dots" role="group" aria-label={`${label}: pages`}>
            {Array.from({ length: pages }, (_, index) => (
              <button
                key={index}
                ref={(el) => {
                  dots.current[index] = el;
                }}
                type="button"
                className="scroller__dot"
                aria-label={`Page ${index + 1} of ${pages}`}
                aria-current={index === page ? 'true' : undefined}
                tabIndex={index === page ? 0 : -1}
                onClick={() => goTo(index)}
                onKeyDown={(event) => onDotKey(event, index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="scroller__step"
            aria-label={`Next: ${label}`}
            aria-disabled={atEnd}
            onClick={() => !atEnd && goTo(page + 1)}
          >
            <span aria-hidden="true" className="scroller__chevron" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
