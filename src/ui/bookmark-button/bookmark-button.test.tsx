// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../core/auth/session';
import { $walls, closeRegistrationWall } from '../../core/walls';
import type * as ApiModule from '../../core/personal/api';

vi.mock('../../core/personal/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  fetchMyContentEntries: vi.fn(async () => []),
  setBookmark: vi.fn(async () => undefined),
  deleteBookmark: vi.fn(async () => undefined),
}));

const api = await import('../../core/personal/api');
const { BookmarkButton } = await import('./bookmark-button');

const props = { id: 'news-0001', path: '/news/one', typeName: 'NewsTeaserDetail', label: 'Story one' };

afterEach(() => {
  cleanup();
  closeRegistrationWall();
  setSession({ status: 'anonymous', user: null });
  vi.clearAllMocks();
});

describe('BookmarkButton', () => {
  it('opens the registration wall for an anonymous visitor and saves nothing', () => {
    setSession({ status: 'anonymous', user: null });
    render(<BookmarkButton {...props} />);
    const button = screen.getByRole('button', { name: 'Bookmark Story one' });
    fireEvent.click(button);
    expect($walls.get().registration).toBe(true);
    expect(api.setBookmark).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('bookmarks and unbookmarks for a signed-in listener, showing the state with aria-pressed', async () => {
    setSession({
      status: 'signed-in',
      user: { sub: 'u2', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
    });
    render(<BookmarkButton {...props} />);
    const button = screen.getByRole('button', { name: 'Bookmark Story one' });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(api.setBookmark).toHaveBeenCalledWith({
      id: props.id,
      path: props.path,
      typeName: props.typeName,
    });
    await act(async () => fireEvent.click(button));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(api.deleteBookmark).toHaveBeenCalledWith(props.id);
    expect($walls.get().registration).toBe(false);
  });

  it('removes a saved item pressed while the entries still load, though it showed "not saved" until then', async () => {
    let answer: (entries: Awaited<ReturnType<typeof api.fetchMyContentEntries>>) => void = () => undefined;
    vi.mocked(api.fetchMyContentEntries).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    setSession({
      status: 'signed-in',
      user: { sub: 'u3', email: null, name: null, audiostarPlus: false, audiostarPlusUntil: null },
    });
    render(<BookmarkButton {...props} />);
    const button = screen.getByRole('button', { name: 'Bookmark Story one' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await act(async () =>
      answer([{ id: props.id, path: props.path, typeName: props.typeName, list: 'bookmark' }]),
    );
    expect(api.setBookmark).not.toHaveBeenCalled();
    expect(api.deleteBookmark).toHaveBeenCalledWith(props.id);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
