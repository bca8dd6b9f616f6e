/**
 * Play requests whose failure has been reported to the page already (issue 19): a press on a live player's
 * light shell that fails before the element's React code arrives is reported by the shell, and the element,
 * when it mounts and shows the same failure, must not fire a second `primedia-error` for it. Keyed by the
 * request object itself (each play makes a new one), shared by every bundle copy on the page.
 */
import { shared } from '../../store-registry';

const reported = shared('reported-play-failures', () => new WeakSet<object>());

export function markFailureReported(request: object): void {
  reported.add(request);
}

export function isFailureReported(request: object): boolean {
  return reported.has(request);
}
