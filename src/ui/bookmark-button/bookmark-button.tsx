// Scaffold: the personal-content work replaces this with the protected, optimistic bookmark control.
export interface BookmarkButtonProps {
  /** Content id (`_id`). */
  id: string;
  /** Content path (`_url`). */
  path: string;
  typeName: string;
  /** Short name for the accessible label, e.g. the headline. */
  label?: string;
}

export function BookmarkButton(_props: BookmarkButtonProps) {
  return null;
}
