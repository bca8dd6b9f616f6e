// @vitest-environment happy-dom
/**
 * happy-dom lays nothing out, so the row's sizes are stood in for: a row three times as wide as its view, whose
 * scrollTo moves it at once and fires `scroll` as a browser does, and a ResizeObserver that reports each element
 * once after it is observed, as a browser's does once it has laid the page out. How it looks and scrolls for
 * real is in the browser tests (tests/app/scroller.spec.ts).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scroller } from './scroller';

const VIEW = 300;
let rowWidth = 3 * VIEW;

function isRow(element: Element) {
  return element.classList.contains('row');
}

const browserScrollTo = HTMLElement.prototype.scrollTo;

beforeEach(() => {
  rowWidth = 3 * VIEW;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isRow(this) ? rowWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isRow(this) ? VIEW : 0;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        setTimeout(() => this.report(), 0);
      }
      disconnect() {}
    },
  );
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    this.scrollLeft = typeof options === 'object' ? (options.left ?? 0) : 0;
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  HTMLElement.prototype.scrollTo = browserScrollTo;
});

/** Renders a row and lets the observer's first report (the first measurement) arrive. */
async function row(items = 6) {
  render(
    <Scroller label="Latest news" className="row" listProps={{ 'aria-label': 'Latest news' }}>
      {Array.from({ length: items }, (_, i) => (
        <li key={i}>Story {i + 1}</li>
      ))}
    </Scroller>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const current = () =>
  screen
    .getAllByRole('button', { name: /^Page \d of \d$/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true')
    .map((dot) => dot.getAttribute('aria-label'));

describe('Scroller', () => {
  it('takes a row of several items to overflow until the layout is known, then measures it', async () => {
    render(
      <Scroller label="Latest news" className="row" listProps={{ 'aria-label': 'Latest news' }}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>Story {i + 1}</li>
        ))}
      </Scroller>,
    );
    // Not measured inside the commit (that forced a layout in hydration's task): one dot per item until then.
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(6);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
  });

  it('shows no controls when every item fits', async () => {
    rowWidth = VIEW;
    await row(2);
    expect(screen.getByRole('list', { name: 'Latest news' }).children).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names its controls after the row, one dot per page, and marks the page in view', async () => {
    await row();
    expect(screen.getByRole('group', { name: 'Latest news: pages' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    expect(current()).toEqual(['Page 1 of 3']);
    const previous = screen.getByRole('button', { name: 'Previous: Latest news' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
  });

  it('moves a page on Next and Previous, and stays focusable at either end', async () => {
    await row();
    const next = screen.getByRole('button', { name: 'Next: Latest news' });
    const previous = screen.getByRole('button', { name: 'Previous: Latest news' });
    fireEvent.click(next);
    expect(current()).toEqual(['Page 2 of 3']);
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(next);
    expect(current()).toEqual(['Page 3 of 3']);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next);
    expect(current()).toEqual(['Page 3 of 3']);
    fireEvent.click(previous);
    expect(current()).toEqual(['Page 2 of 3']);
  });

  it('makes the dots one tab stop that arrow keys, Home and End move along', async () => {
    await row();
    const dot = (n: number) => screen.getByRole('button', { name: `Page ${n} of 3` });
    expect([1, 2, 3].map((n) => dot(n).tabIndex)).toEqual([0, -1, -1]);
    dot(1).focus();
    fireEvent.keyDown(dot(1), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(dot(2));
    expect(current()).toEqual(['Page 2 of 3']);
    expect([1, 2, 3].map((n) => dot(n).tabIndex)).toEqual([-1, 0, -1]);
    fireEvent.keyDown(dot(2), { key: 'End' });
    expect(document.activeElement).toBe(dot(3));
    expect(current()).toEqual(['Page 3 of 3']);
    fireEvent.keyDown(dot(3), { key: 'Home' });
    expect(current()).toEqual(['Page 1 of 3']);
    fireEvent.click(dot(3));
    expect(current()).toEqual(['Page 3 of 3']);
  });
});
