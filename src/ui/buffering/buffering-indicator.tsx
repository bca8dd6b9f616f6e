/**
 * "Buffering…" while the player waits for data (the first load or a stall): three dots that pulse, still under
 * prefers-reduced-motion, inside a polite live region so a screen reader hears it once without being
 * interrupted. The region stays in the page when idle (empty), because a live region added together with its
 * text is often not read. Styles: ./buffering.css.
 */
import type { ReactNode } from 'react';

function BufferingDots() {
  return (
    <span className="buffering-dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

export function BufferingIndicator({
  active,
  label = 'Buffering…',
  className = '',
}: {
  active: boolean;
  label?: ReactNode;
  className?: string;
}) {
  return (
    <p className={`buffering ${className}`.trim()} part="buffering" role="status" aria-live="polite">
      {active ? (
        <>
          <BufferingDots />
          {label}
        </>
      ) : null}
    </p>
  );
}
