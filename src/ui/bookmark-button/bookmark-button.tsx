/**
 * The bookmark control (docs/product.md, "Routes", "Rules", "Roles and Audiostar+"): a toggle button showing whether
 * the item is in the listener's bookmarks (aria-pressed). Protected: anonymous listeners get the registration
 * wall. Optimistic with rollback and the error toast on failure (src/core/personal/saved.ts).
 */
import { useStore } from '@nanostores/react';
import { $saved, toggleSaved } from '../../core/personal/saved';
import { useProtectedAction } from '../protected/protected-action';
import './bookmark-button.css';

export interface BookmarkButtonProps {
  /** Content id (`_id`). */
  id: string;
  /** Content path (`_url`). */
  path: string;
  typeName: string;
  /** Short name for the accessible label, e.g. the headline. */
  label?: string;
}

export function BookmarkButton({ id, path, typeName, label }: BookmarkButtonProps) {
  const saved = useStore($saved, { ssr: 'initial' });
  const pressed = saved.bookmarks.has(id);
  const toggle = useProtectedAction(() => void toggleSaved('bookmark', { id, path, typeName }));
  return (
    <button
      type="button"
      className="bookmark-button"
      aria-pressed={pressed}
      aria-label={label ? `Bookmark ${label}` : 'Bookmark'}
      onClick={() => toggle()}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 3h12v18l-6-4.5L6 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
