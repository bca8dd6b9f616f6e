/**
 * Protected actions in React (docs/product.md, "Rules": "Elements with a protected action check sign-in on their event"):
 * `useProtectedAction(action)` wraps a handler so an anonymous listener gets the registration wall instead of
 * the action; `<ProtectedButton onAction>` is a button whose click does that. The rule itself lives in
 * src/core/protected.ts so widgets and non-React code share it.
 */
import { useCallback, useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { runProtected, type ProtectedIntent } from '../../core/protected';

/**
 * Returns a stable handler that runs `action` for signed-in listeners and opens the wall otherwise; `intentOf`
 * names what the action does, for a sign-in that finishes on the main site (src/core/protected.ts).
 */
export function useProtectedAction<A extends unknown[]>(
  action: (...args: A) => void,
  intentOf?: (...args: A) => ProtectedIntent,
): (...args: A) => boolean {
  const latest = useRef({ action, intentOf });
  useEffect(() => {
    latest.current = { action, intentOf };
  }, [action, intentOf]);
  return useCallback(
    (...args: A) => runProtected(() => latest.current.action(...args), latest.current.intentOf?.(...args)),
    [],
  );
}

export interface ProtectedButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** Runs only for a signed-in listener. */
  onAction: () => void;
}

export function ProtectedButton({ onAction, type = 'button', ...rest }: ProtectedButtonProps) {
  const run = useProtectedAction(onAction);
  return <button type={type} {...rest} onClick={() => run()} />;
}
