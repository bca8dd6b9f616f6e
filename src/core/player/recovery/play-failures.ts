/**
 * Play requests whose failure the page has been told of already, with the message it was told: a press on a
 * light shell that fails before the element's React code arrives is reported by the shell, and the element that
 * mounts afterwards shows that message in its card (its toast may be gone by then) without firing a second
 * `primedia-error`. Keyed by the request object, shared by every bundle copy.
 */
import { shared } from '../../store-registry';

const reported = shared('reported-play-failures', () => new WeakMap<object, string>());

export function markFailureReported(request: object, message: string): void {
  reported.set(request, message);
}

/** The message the page was told for this request's failure, if it was told. */
export function reportedFailure(request: object): string | undefined {
  return reported.get(request);
}
