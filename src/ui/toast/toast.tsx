/**
 * The error toast (docs/product.md, "Feedback"): a message at the bottom of the screen, announced politely to screen readers,
 * hidden 3000 ms after it shows (the store does the timing; see src/core/feedback/toast.ts).
 */
import { useStore } from '@nanostores/react';
import { $toast } from '../../core/feedback/toast';

export function Toast() {
  const toast = useStore($toast, { ssr: 'initial' });
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast.visible ? (
        <p className="toast" part="toast">
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
