/**
 * The error banner (docs/product.md, "Feedback"): show(message) sets the message and the flag, hide clears both.
 * Unlike the toast it stays until hidden, for problems the listener must act on (e.g. sign-in failed).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

export interface BannerState {
  message: string;
  showing: boolean;
}

const banner = shared('banner', () => atom<BannerState>({ message: '', showing: false }));

export const $banner: ReadableAtom<BannerState> = banner;

export function showBanner(message: string): void {
  banner.set({ message, showing: true });
}

export function hideBanner(): void {
  banner.set({ message: '', showing: false });
}
