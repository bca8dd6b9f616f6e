/**
 * The follow control for shows and podcasts (docs/product.md, "Routes", "Rules", "Roles and Audiostar+"): a toggle
 * button (aria-pressed) reading "Follow" or "Following". Protected and optimistic like the bookmark control
 * (src/core/personal/saved.ts).
 */
import { useStore } from '@nanostores/react';
import { $saved, toggleSaved } from '../../core/personal/saved';
import { useProtectedAction } from '../protected/protected-action';
import './follow-button.css';

export interface FollowButtonProps {
  id: string;
  path: string;
  typeName: string;
  label?: string;
}

export function FollowButton({ id, path, typeName, label }: FollowButtonProps) {
  const saved = useStore($saved, { ssr: 'initial' });
  const pressed = saved.following.has(id);
  const toggle = useProtectedAction(() => void toggleSaved('following', { id, path, typeName }));
  return (
    <button
      type="button"
      className="follow-button"
      aria-pressed={pressed}
      aria-label={label ? `Follow ${label}` : undefined}
      onClick={() => toggle()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={pressed ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{pressed ? 'Following' : 'Follow'}</span>
    </button>
  );
}
