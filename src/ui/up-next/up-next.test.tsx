// @vitest-environment happy-dom
/**
 * Up next as a listener uses it: added from a list's button, reordered with the keyboard-reachable buttons,
 * removed; stored text that cannot be read gives a message and is kept aside; the countdown names what comes
 * and can be cancelled; progress marks say "Played" or how much is left.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queueItem as item } from '../../core/queue/queue-item.fixture';

/** The modules fresh, as a page that starts with `stored` in its storage. */
async function load(stored: string | null) {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('primedia.shared.v1')];
  localStorage.clear();
  if (stored !== null) localStorage.setItem('primedia.up-next', stored);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return {
    queue: await import('../../core/queue/queue'),
    ...(await import('./queue-button')),
    ...(await import('./up-next-list')),
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const names = () =>
  within(screen.getByRole('region', { name: 'Up next' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('.up-next__item-title')?.textContent);

describe('Up next', () => {
  it('adds from a list, moves an item with the buttons and removes it, keeping the order on this device', async () => {
    const { QueueButton, UpNextList } = await load(null);
    render(
      <>
        <QueueButton item={item(1)} />
        <QueueButton item={item(2)} />
        <UpNextList />
      </>,
    );
    expect(screen.getByText(/Nothing queued/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Episode 1 to Up next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Episode 2 to Up next' }));
    expect(names()).toEqual(['Episode 1', 'Episode 2']);
    expect(screen.getByRole('button', { name: 'Move Episode 1 up' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Move Episode 1 down' }));
    expect(names()).toEqual(['Episode 2', 'Episode 1']);
    expect(JSON.parse(localStorage.getItem('primedia.up-next') ?? '[]')).toMatchObject([
      { mediaId: 'ep-2' },
      { mediaId: 'ep-1' },
    ]);

    const upNext = within(screen.getByRole('region', { name: 'Up next' }));
    fireEvent.click(upNext.getByRole('button', { name: 'Remove Episode 2 from Up next' }));
    expect(names()).toEqual(['Episode 1']);
    // The list's own button says it is queued, and takes it off again.
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Remove Episode 1 from Up next' })[0] as HTMLElement,
    );
    expect(screen.getByText(/Nothing queued/)).toBeTruthy();
  });

  it('says when the stored list cannot be read, and keeps the text aside instead of writing over it', async () => {
    const { queue, UpNextList } = await load('{not a list');
    render(<UpNextList />);
    expect(screen.getByRole('alert').textContent).toContain(queue.QUEUE_MESSAGES.unreadable);
    expect(localStorage.getItem('primedia.up-next.unreadable')).toBe('{not a list');
    act(() => void queue.addToQueue(item(3)));
    expect(localStorage.getItem('primedia.up-next.unreadable')).toBe('{not a list');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the readable items of a partly bad list and says how many were left out', async () => {
    const { UpNextList } = await load(JSON.stringify([item(4), { mediaId: 'x' }, 7]));
    render(<UpNextList />);
    expect(names()).toEqual(['Episode 4']);
    expect(screen.getByRole('alert').textContent).toContain('2 items of your Up next list could not be read');
  });
});

describe('progress marks', () => {
  it('say "Played" near the end, the time left before it, and nothing for an item never started', async () => {
    const { progressMarkText } = await import('./progress-mark');
    expect(progressMarkText(1795, 1800)).toBe('Played');
    expect(progressMarkText(1080, 1800)).toBe('12 min left');
    expect(progressMarkText(null, 1800)).toBeNull();
    expect(progressMarkText(600, null)).toBeNull();
  });
});
