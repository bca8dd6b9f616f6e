// Scaffold: the personal-content work replaces this with the protected follow control (shows, podcasts).
export interface FollowButtonProps {
  id: string;
  path: string;
  typeName: string;
  label?: string;
}

export function FollowButton(_props: FollowButtonProps) {
  return null;
}
