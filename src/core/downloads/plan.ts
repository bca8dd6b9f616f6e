/**
 * The pure parts of a download: which bytes to ask for next, whether the device has room, and how sizes read.
 */

/** Bytes per request: small enough that a lost connection loses little, large enough to be few requests. */
const CHUNK_BYTES = 512 * 1024;

/** The inclusive byte range of the next chunk, or null when the file is complete. */
export function nextRange(
  received: number,
  size: number,
  chunk = CHUNK_BYTES,
): { start: number; end: number } | null {
  if (received >= size) return null;
  return { start: received, end: Math.min(size, received + chunk) - 1 };
}

/** Room to keep beyond the file itself: the browser's own bookkeeping and whatever else the app stores. */
const HEADROOM = 1.1;

/**
 * A message when the storage estimate leaves no room for `size` bytes, else null. A browser without an
 * estimate (or one that fails) is given the benefit of the doubt: the write itself fails clearly if it is full.
 */
export function noRoomMessage(
  estimate: { quota?: number; usage?: number } | null,
  size: number,
): string | null {
  if (!estimate || typeof estimate.quota !== 'number') return null;
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  if (free >= size * HEADROOM) return null;
  return `Not enough space on this device: this download needs ${formatBytes(size)} and ${formatBytes(free)} is free. Delete some downloads or free up space, then try again.`;
}

/** Sizes as people read them: 850 kB, 12.3 MB, 1.2 GB (decimal, as phones show storage). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(0, Math.round(bytes / 1000))} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}

/** The total length from a 206's Content-Range (`bytes 0-9/1234`), or null. */
export function totalFromContentRange(header: string | null): number | null {
  const match = /^bytes \d+-\d+\/(\d+)$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : null;
}
