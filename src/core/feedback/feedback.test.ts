import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $banner, hideBanner, showBanner } from './banner';
import { $toast, hideToast, showToast, TOAST_AUTO_HIDE_MS } from './toast';

describe('error toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    hideToast();
    vi.useRealTimers();
  });

  it('shows a message and hides it 3000 ms later', () => {
    showToast('Error while loading the media.');
    expect($toast.get()).toEqual({ message: 'Error while loading the media.', visible: true });
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1);
    expect($toast.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect($toast.get()).toEqual({ message: '', visible: false });
  });

  it('restarts the timer when a new message arrives', () => {
    showToast('first');
    vi.advanceTimersByTime(2000);
    showToast('second');
    vi.advanceTimersByTime(2000);
    expect($toast.get()).toEqual({ message: 'second', visible: true });
    vi.advanceTimersByTime(1000);
    expect($toast.get().visible).toBe(false);
  });
});

describe('error banner', () => {
  it('show sets the message and the flag; hide clears both', () => {
    showBanner('unable to login, please try again later');
    expect($banner.get()).toEqual({ message: 'unable to login, please try again later', showing: true });
    hideBanner();
    expect($banner.get()).toEqual({ message: '', showing: false });
  });
});
