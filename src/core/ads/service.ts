/**
 * The ad service (docs/product.md, "Calls to the platform", docs/design.md, "Layers" `$adSlots`): loads the configured GPT-compatible script once, configures
 * it with initial load disabled, single request mode and services enabled, then defines, displays and refreshes
 * each registered slot. Nothing loads when no script is configured, and nothing for Audiostar+ listeners (spec
 * docs/product.md, "Roles and Audiostar+": no ads). Third-party failures are recorded, never thrown at the page.
 */
import { $session } from '../auth/session';
import { recordProblem } from '../monitoring/problems';
import { $adSlots, setAdFill, type AdSlotEntry } from './store';
import { adConfig } from './config';

interface GptSlot {
  addService(service: GptPubAds): GptSlot;
  getSlotElementId?(): string;
}
/** The part of GPT's `slotRenderEnded` event the slots need: which slot, and whether an ad came. */
interface GptRenderEnded {
  slot: GptSlot;
  isEmpty: boolean;
}
interface GptPubAds {
  disableInitialLoad(): void;
  enableSingleRequest(): void;
  refresh(slots?: GptSlot[]): void;
  addEventListener?(type: 'slotRenderEnded', listener: (event: GptRenderEnded) => void): void;
}
interface GoogleTag {
  cmd: Array<() => void> | { push(fn: () => void): void };
  pubads(): GptPubAds;
  enableServices(): void;
  defineSlot(unitPath: string, size: [number, number], elementId: string): GptSlot | null;
  display(elementId: string): void;
  destroySlots(slots?: GptSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

let started = false;
/** The ad script could not load: every slot, including those that register later, is told no ad will come. */
let scriptFailed = false;
const defined = new Map<string, GptSlot>();

/** Audiostar+ listeners see no ads (docs/product.md, "Roles and Audiostar+"). */
function adsAllowed(): boolean {
  return $session.get().user?.audiostarPlus !== true;
}

function tag(): GoogleTag {
  window.googletag ??= { cmd: [] } as unknown as GoogleTag;
  return window.googletag;
}

function run(fn: () => void): void {
  tag().cmd.push(() => {
    try {
      fn();
    } catch (error) {
      recordProblem({ area: 'ads', message: `ad service call failed: ${String(error)}` });
    }
  });
}

function sync(entries: AdSlotEntry[], unitPrefix: string): void {
  if (!adsAllowed()) return;
  if (scriptFailed) {
    for (const entry of entries) setAdFill(entry.elementId, 'empty');
    return;
  }
  for (const entry of entries) {
    if (defined.has(entry.elementId) || !document.getElementById(entry.elementId)) continue;
    run(() => {
      const gpt = tag();
      const slot = gpt.defineSlot(`${unitPrefix}${entry.advertisementId}`, [...entry.size], entry.elementId);
      if (!slot) return;
      slot.addService(gpt.pubads());
      defined.set(entry.elementId, slot);
      gpt.display(entry.elementId);
      gpt.pubads().refresh([slot]);
    });
  }
  for (const [elementId, slot] of defined) {
    if (entries.some((e) => e.elementId === elementId)) continue;
    defined.delete(elementId);
    run(() => tag().destroySlots([slot]));
  }
}

/**
 * Starts the ad service once per page, if an ad script is configured and the listener may see ads. Call it after
 * start-up sign-in has settled.
 */
export function startAdService(): void {
  if (started) return;
  const { scriptUrl, unitPrefix } = adConfig();
  if (!scriptUrl) return;
  started = true;
  let loaded = false;
  const load = () => {
    if (loaded || !adsAllowed()) return;
    loaded = true;
    run(() => {
      const pubads = tag().pubads();
      pubads.disableInitialLoad();
      pubads.enableSingleRequest();
      // Each slot learns whether an ad came, so an empty one collapses instead of showing a blank box.
      pubads.addEventListener?.('slotRenderEnded', (event) => {
        const elementId = event.slot.getSlotElementId?.();
        if (elementId) setAdFill(elementId, event.isEmpty ? 'empty' : 'filled');
      });
      tag().enableServices();
    });
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onerror = () => {
      recordProblem({ area: 'ads', message: 'ad script failed to load' });
      // Blocked or down: no ad will come to any slot.
      scriptFailed = true;
      for (const entry of $adSlots.get().adSlots) setAdFill(entry.elementId, 'empty');
    };
    document.head.append(script);
    $adSlots.subscribe(({ adSlots }) => queueMicrotask(() => sync(adSlots, unitPrefix)));
  };
  // The host app starts the service once the session is known, so a premium listener never loads the script.
  load();
}
