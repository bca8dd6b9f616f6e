/**
 * `$adSlots` (spec §3 "Shared state": ad slot store with adSlotCount and adSlots, starting at zero and empty).
 * Every <AdSlot> on the page registers here; the ad service (service.ts) defines and fills the registered slots.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { shared } from '../store-registry';

export interface AdSlotEntry {
  /** The element id the ad is rendered into. */
  elementId: string;
  /** The advertisement id from the content API (reel advertisementId, getSearchAd). */
  advertisementId: string;
  /** Width and height of the reserved space in CSS pixels. */
  size: readonly [number, number];
}

export interface AdSlotsState {
  adSlotCount: number;
  adSlots: AdSlotEntry[];
}

const slots = shared('ad-slots', () => atom<AdSlotsState>({ adSlotCount: 0, adSlots: [] }));

export const $adSlots: ReadableAtom<AdSlotsState> = slots;

export function registerAdSlot(entry: AdSlotEntry): () => void {
  const others = slots.get().adSlots.filter((s) => s.elementId !== entry.elementId);
  const adSlots = [...others, entry];
  slots.set({ adSlotCount: adSlots.length, adSlots });
  return () => {
    const rest = slots.get().adSlots.filter((s) => s !== entry);
    slots.set({ adSlotCount: rest.length, adSlots: rest });
  };
}
