/**
 * The path check every file-serving service (media, images) runs first: nothing a client sends may climb out of
 * the folder it names, however many times it was percent-encoded.
 */

/** True when the request target climbs directories or smuggles a NUL, after up to three rounds of decoding. */
export function looksLikeTraversal(target: string): boolean {
  let decoded = target;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      break;
    }
  }
  return /(^|[\\/])\.\.([\\/]|$)/.test(decoded) || decoded.includes('\0');
}
