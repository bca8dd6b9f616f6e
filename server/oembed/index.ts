/**
 * The oEmbed endpoint (`/oembed`, docs/widgets.md, "Iframe and oEmbed"): given the link of a station page or a
 * podcast page of the main site, the iframe of its embed page (`/embed/station/{id}`, `/embed/podcast/{slug}`)
 * as a `rich` answer, so a CMS that is given the link (WordPress, for one) embeds the player without a script.
 *
 * As the oEmbed specification (oembed.com, section 2.3) asks: JSON only (another `format` is 501), a link we
 * have nothing for is 404, `maxwidth` and `maxheight` bound the frame's size. Every answer is public data.
 */
import { EMBED_FRAME_SIZES as SIZES, embedFrameHtml } from '../../src/core/embed/embed-frame-html';
import type { PlatformConfig } from '../config';
import { HttpError, onlyGetOrHead, sendJson } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { Seed } from '../seed';

const PODCASTS = new Set(['PodcastPublished', 'AudioPodcast', 'VideoPodcast']);

interface Embed {
  kind: keyof typeof SIZES;
  path: string;
  title: string;
}

/** A bound in pixels: absent is no bound, anything but a positive whole number is the consumer's mistake. */
function bound(url: URL, name: string): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return Number.POSITIVE_INFINITY;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1)
    throw new HttpError(400, `${name} must be a whole number of pixels, got "${raw}"`);
  return value;
}

export function createOembed(deps: { config: PlatformConfig; seed: Seed }): PlatformModule {
  const { config, seed } = deps;
  const stations = new Map(seed.stations.map((s) => [s.id.toLowerCase(), s]));
  const podcasts = new Map(
    seed.content.filter((item) => PODCASTS.has(item.typename)).map((item) => [item._url, item.headline]),
  );

  /** The embed for a link of ours: a station or podcast page, or an embed page itself. */
  function embedOf(link: string): Embed | null {
    let parsed: URL;
    try {
      parsed = new URL(link);
    } catch {
      return null;
    }
    if (parsed.origin !== config.appOrigin) return null;
    const station = /^\/(?:embed\/)?station\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
    if (station !== undefined) {
      const found = stations.get(decodeURIComponent(station).toLowerCase());
      return found
        ? { kind: 'station', path: `/embed/station/${found.id}`, title: `${found.name} live` }
        : null;
    }
    const podcast = /^\/(?:podcasts|embed\/podcast)\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
    if (podcast === undefined) return null;
    const title = podcasts.get(`/podcasts/${podcast}`);
    return title === undefined ? null : { kind: 'podcast', path: `/embed/podcast/${podcast}`, title };
  }

  const handler: PlatformModule['handler'] = (req, res, url) => {
    onlyGetOrHead(req, res, 'on /oembed', 'GET');
    const format = url.searchParams.get('format');
    if (format !== null && format !== 'json') {
      throw new HttpError(501, `Only format=json is offered, not "${format}"`);
    }
    const link = url.searchParams.get('url');
    if (!link) throw new HttpError(404, 'Give the link of a station or podcast page in the url parameter');
    const embed = embedOf(link);
    if (!embed) {
      throw new HttpError(
        404,
        `Nothing to embed for "${link}": give the link of a station page (${config.appOrigin}/station/702) or a podcast page (${config.appOrigin}/podcasts/...)`,
      );
    }
    const width = Math.min(SIZES[embed.kind].width, bound(url, 'maxwidth'));
    const height = Math.min(SIZES[embed.kind].height, bound(url, 'maxheight'));
    sendJson(
      res,
      200,
      {
        version: '1.0',
        type: 'rich',
        title: embed.title,
        provider_name: 'Primedia+',
        provider_url: config.appOrigin,
        cache_age: 86400,
        width,
        height,
        html: embedFrameHtml({ src: `${config.appOrigin}${embed.path}`, width, height, title: embed.title }),
      },
      { 'cache-control': 'public, max-age=3600' },
    );
  };
  return { handler };
}
