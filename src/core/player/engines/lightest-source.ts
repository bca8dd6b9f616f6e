/**
 * The data saver's source for native HLS: the lightest rung's media playlist of a multivariant source (see
 * ./multivariant.ts). A source that is already a media playlist, or one that cannot be read now, is played as
 * it is: the element's own loading then reports any real failure, as it would without the data saver.
 */
import { lightestVariant, parseMultivariant } from './multivariant';

export async function lightestSource(
  src: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<string> {
  try {
    // The browser's cache may answer: a live ladder is cacheable (read before the press, docs/widgets-loader.md, "Instant play"), a premium
    // one is not (signed for one listener), so the origin's headers decide.
    const response = await fetchImpl(src);
    if (!response.ok) return src;
    return lightestVariant(parseMultivariant(await response.text(), response.url || src))?.url ?? src;
  } catch {
    return src;
  }
}
