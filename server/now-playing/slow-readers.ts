/**
 * Finds streams whose client has stopped reading. A socket's `writableLength` is what the process still holds
 * for it after the kernel's buffers are full, so a stream that stays above a threshold across two checks
 * `stallMs` apart is not being read; closing it frees its slot and the memory its backlog takes.
 */
/** Tracks when each stream went over the threshold; `sweep` returns the ones that stayed over it too long. */
export class SlowReaderWatch<T extends { readonly writableLength: number }> {
  private readonly stalledSince = new Map<T, number>();

  constructor(private readonly options: { stallBytes: number; stallMs: number }) {}

  forget(stream: T) {
    this.stalledSince.delete(stream);
  }

  sweep(streams: Iterable<T>, nowMs = Date.now()): T[] {
    const evict: T[] = [];
    for (const stream of streams) {
      if (stream.writableLength <= this.options.stallBytes) {
        this.stalledSince.delete(stream);
        continue;
      }
      const since = this.stalledSince.get(stream);
      if (since === undefined) this.stalledSince.set(stream, nowMs);
      else if (nowMs - since >= this.options.stallMs) evict.push(stream);
    }
    for (const stream of evict) this.stalledSince.delete(stream);
    return evict;
  }
}
