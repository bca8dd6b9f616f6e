/**
 * The last limit: an answer larger than the cap is not sent. The static cost limit keeps allowed answers far
 * below it (the largest the cost allows is about 2.6 MB); the cap guards against what the cost cannot see, such
 * as very long strings, so the platform never streams hundreds of megabytes again.
 */
const RESPONSE_TOO_LARGE = 'RESPONSE_TOO_LARGE';

/** The 413 body to send instead of `payload`, or null when the payload fits. */
export function capResponse(payload: Uint8Array, maxBytes: number): Buffer | null {
  if (payload.length <= maxBytes) return null;
  return Buffer.from(
    JSON.stringify({
      errors: [
        {
          message: `The answer would be ${payload.length} bytes, over the limit of ${maxBytes}; ask for fewer items or fields`,
          extensions: { code: RESPONSE_TOO_LARGE },
        },
      ],
    }),
  );
}
