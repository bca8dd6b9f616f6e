/**
 * Why a play request did not play, kept with the request until the next one replaces it: the control that asked
 * shows the message for as long as nothing else plays, not only while the 3 s toast is up, and a widget whose
 * code arrives after a press on its light shell failed still says why. Also whether the page has been told (a
 * `primedia-error`), so that the shell and the element that mounts after it report a failure once. Keyed by
 * the request object (`$playRequest`), shared by every bundle copy.
 */
import { shared } from '../../store-registry';

export interface PlayFailure {
  message: string;
  /** The page has had its `primedia-error` for it. */
  reported: boolean;
}

const failures = shared('play-failures', () => new WeakMap<object, PlayFailure>());

/** The player's message for a request that failed; set before its listening ends as failed. */
export function recordPlayFailure(request: object, message: string): void {
  failures.set(request, { message, reported: false });
}

export function markFailureReported(request: object): void {
  const failure = failures.get(request);
  if (failure) failure.reported = true;
}

export function playFailure(request: object): PlayFailure | undefined {
  return failures.get(request);
}
