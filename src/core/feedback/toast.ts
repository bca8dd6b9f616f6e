/**
 * The error toast (docs/product.md, "Feedback"): a message at the bottom of the screen, visible until hidden, and hidden
 * automatically 3000 ms after it shows (docs/product.md, "Constants"). A new message restarts the timer.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

export const TOAST_AUTO_HIDE_MS = 3000;

export interface ToastState {
  message: string;
  visible: boolean;
}

const toast = shared('toast', () => ({
  store: atom<ToastState>({ message: '', visible: false }),
  timer: null as ReturnType<typeof setTimeout> | null,
}));

export const $toast: ReadableAtom<ToastState> = toast.store;

export function hideToast(): void {
  if (toast.timer) clearTimeout(toast.timer);
  toast.timer = null;
  toast.store.set({ message: '', visible: false });
}

export function showToast(message: string): void {
  if (toast.timer) clearTimeout(toast.timer);
  toast.store.set({ message, visible: true });
  toast.timer = setTimeout(hideToast, TOAST_AUTO_HIDE_MS);
}
