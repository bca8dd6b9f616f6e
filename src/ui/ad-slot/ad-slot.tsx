/**
 * An ad slot (spec §3 ad slot store, §7 ad service): reserves its space at once so nothing shifts when an ad
 * arrives (DESIGN.md §4, CLS 0) and registers itself in `$adSlots`; the ad service fills it when an ad script is
 * configured. Audiostar+ listeners see no ads (spec §6), so for them it renders nothing at all.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { $session } from '../../core/auth/session';
import { registerAdSlot } from '../../core/ads/store';
import './ad-slot.css';

export interface AdSlotProps {
  advertisementId: string;
  /** Width and height in CSS pixels; the slot keeps this box even while empty. */
  size?: readonly [number, number];
  className?: string;
}

export const DEFAULT_AD_SIZE = [300, 250] as const;

export function AdSlot({ advertisementId, size = DEFAULT_AD_SIZE, className }: AdSlotProps) {
  const session = useStore($session);
  const elementId = `ad-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const premium = session.user?.audiostarPlus === true;
  const [width, height] = size;

  useEffect(() => {
    if (premium) return;
    return registerAdSlot({ elementId, advertisementId, size: [width, height] });
  }, [premium, elementId, advertisementId, width, height]);

  if (premium) return null;
  return (
    <div className={`ad-slot${className ? ` ${className}` : ''}`} data-advertisement-id={advertisementId}>
      <span className="ad-slot__label">Advertisement</span>
      <div
        id={elementId}
        className="ad-slot__box"
        style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
      />
    </div>
  );
}
