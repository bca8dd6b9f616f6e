/**
 * Problems the product noticed and handled (bad input from outside, recoveries): each becomes a record for
 * monitoring without interrupting the listener. Modules call `recordProblem`; the monitoring client (Sentry,
 * set up by the host app or by each widget's own client) subscribes with `onProblem`. Until one subscribes,
 * problems are only printed as dev warnings.
 *
 * Never put tokens, codes, `state` values or user data in `detail` (docs/design.md, "Security rules").
 */
import { shared } from '../store-registry';

export interface Problem {
  /** Where it happened, e.g. 'now-playing', 'player', 'api'. */
  area: string;
  message: string;
  detail?: Record<string, string | number | boolean | null>;
}

type Listener = (problem: Problem) => void;

const listeners = shared('problem-listeners', () => new Set<Listener>());

export function recordProblem(problem: Problem): void {
  if (listeners.size === 0)
    console.warn(`[primedia] ${problem.area}: ${problem.message}`, problem.detail ?? '');
  for (const listener of listeners) {
    try {
      listener(problem);
    } catch {
      // A failing reporter must never break the feature that reported.
    }
  }
}

export function onProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
