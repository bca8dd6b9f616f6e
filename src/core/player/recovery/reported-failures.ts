/**
 * Play requests whose failure the page has been told of already: a press on a light shell that fails before
 * the element's React code arrives is reported by the shell, and the element that then shows the same failure
 * must not fire a second `primedia-error`. Keyed by the request object, shared by every bundle copy.
 */
import { shared } from '../../store-registry';

const reported = shared('reported-play-failures', () => new WeakSet<object>());

export function markFailureReported(request: object): void {
  reported.add(request);
}

export function isFailureReported(request: object): boolean {
  return reported.has(request);
}
