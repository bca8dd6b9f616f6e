/**
 * The volume control as the players show it: its code (and, in a widget, its stylesheet) is fetched the first
 * time a player shows it, since nobody needs a volume slider to start listening; that keeps it out of what a
 * page loads first (docs/design.md, "Budgets"). A chunk that cannot be loaded (offline) leaves the place empty rather than
 * breaking the player.
 */
import { lazy, Suspense, type ComponentType } from 'react';

const StyledVolumeControl = lazy((): Promise<{ default: ComponentType<{ className?: string }> }> =>
  import('./styled-volume-control').catch(() => ({ default: () => null })),
);

export function LazyVolumeControl({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <StyledVolumeControl className={className} />
    </Suspense>
  );
}
