/**
 * `$adSlots` (docs/product.md, "Shared state": ad slot store with adSlotCount and adSlots, starting at zero and empty).
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

/** What became of a slot's ad request: an ad was rendered into it, or none will come. */
export type AdFill = 'filled' | 'empty';

const fills = shared('ad-fills', () => atom<Readonly<Record<string, AdFill>>>({}));

/**
 * Per slot element id, what the ad service learned (the ad script's `slotRenderEnded`, or its failure to load).
 * A slot not listed here is still waiting.
 */
export const $adFills: ReadableAtom<Readonly<Record<string, AdFill>>> = fills;

export function setAdFill(elementId: string, fill: AdFill): void {
  if (fills.get()[elementId] === fill) return;
  fills.set({ ...fills.get(), [elementId]: fill });
}
