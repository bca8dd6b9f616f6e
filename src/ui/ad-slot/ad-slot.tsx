/**
 * An ad slot (docs/product.md, "Content" ad slot store, docs/product.md, "Calls to the platform" ad service). While an ad may still come it reserves its space, unlabelled,
 * so nothing shifts when one arrives (docs/design.md, "Budgets", CLS 0); an ad that arrives gets the "Advertisement" label;
 * when none comes (the ad service says the slot is empty, its script fails, or nothing answers within
 * `AD_WAIT_MS`) the space collapses smoothly (at once with reduced motion). With no ad script configured no ad
 * can come, so it takes no space from the first paint. It registers in `$adSlots` for the ad service either way.
 * Audiostar+ listeners see no ads (docs/product.md, "Roles and Audiostar+"), so for them it renders nothing at all.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { $session } from '../../core/auth/session';
import { adConfig } from '../../core/ads/config';
import { $adFills, registerAdSlot, type AdFill } from '../../core/ads/store';
import './ad-slot.css';

export interface AdSlotProps {
  advertisementId: string;
  /** Width and height in CSS pixels; the slot keeps this box while an ad may come. */
  size?: readonly [number, number];
  className?: string;
}

const DEFAULT_AD_SIZE = [300, 250] as const;

/** How long a slot waits for the ad service's answer before it gives its space back. */
const AD_WAIT_MS = 6000;

export type AdSlotState = 'waiting' | AdFill;

/** Whether an ad can come at all on this page (an ad script is configured). */
export function adsConfigured(): boolean {
  return adConfig().scriptUrl !== null;
}

/** The slot's state: what the ad service said, else waiting, else (no script, or too late) empty. */
export function adSlotState(
  fill: AdFill | undefined,
  scriptConfigured: boolean,
  timedOut: boolean,
): AdSlotState {
  if (fill) return fill;
  return scriptConfigured && !timedOut ? 'waiting' : 'empty';
}

export function AdSlot({ advertisementId, size = DEFAULT_AD_SIZE, className }: AdSlotProps) {
  const session = useStore($session, { ssr: 'initial' });
  const fills = useStore($adFills, { ssr: 'initial' });
  const elementId = `ad-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const premium = session.user?.audiostarPlus === true;
  const [width, height] = size;
  const [scriptConfigured] = useState(adsConfigured);
  const [timedOut, setTimedOut] = useState(false);
  const state = adSlotState(fills[elementId], scriptConfigured, timedOut);

  useEffect(() => {
    if (premium) return;
    return registerAdSlot({ elementId, advertisementId, size: [width, height] });
  }, [premium, elementId, advertisementId, width, height]);

  useEffect(() => {
    if (premium || state !== 'waiting') return;
    const timer = setTimeout(() => setTimedOut(true), AD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [premium, state]);

  if (premium) return null;
  return (
    <div
      className={`ad-slot${className ? ` ${className}` : ''}`}
      data-advertisement-id={advertisementId}
      data-ad-state={state}
      // Nothing to read or operate while no ad is there.
      aria-hidden={state === 'filled' ? undefined : true}
    >
      <div className="ad-slot__inner">
        <span className="ad-slot__label">Advertisement</span>
        <div
          id={elementId}
          className="ad-slot__box"
          style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
        />
      </div>
    </div>
  );
}
