/**
 * What a CMS that takes no scripts (WordPress) does on its server with a link pasted on a line of its own:
 * it reads the page's oEmbed discovery link, asks that endpoint, and publishes the answer's html in place of
 * the link (docs/widgets.md, "Iframe and oEmbed"). The demo's server does the same for the pages that have an
 * embed block, so the post shows the player as a reader would see it. A link that gets no answer stays a
 * link, as it would in the CMS.
 */
import type { Plugin } from 'vite';

const BLOCK = /(<div class="wp-block-embed__wrapper">\s*)<a href="([^"]+)">[^<]*<\/a>(\s*<\/div>)/g;
const DISCOVERY = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/;

async function embedHtml(link: string): Promise<string | null> {
  try {
    const page = await fetch(link, { signal: AbortSignal.timeout(30_000) });
    const endpoint = DISCOVERY.exec(await page.text())?.[1]?.replaceAll('&amp;', '&');
    if (!endpoint) return null;
    const answer = await fetch(endpoint, { signal: AbortSignal.timeout(30_000) });
    if (!answer.ok) return null;
    const { html } = (await answer.json()) as { html?: unknown };
    return typeof html === 'string' ? html : null;
  } catch {
    return null;
  }
}

export function cmsEmbeds(): Plugin {
  // The page's `%VITE_APP_URL%` is filled in after this hook runs, so the link is resolved with the same value.
  let env: Record<string, string> = {};
  return {
    name: 'primedia-demo-cms-embeds',
    configResolved(config) {
      env = config.env as Record<string, string>;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const blocks = [...html.matchAll(BLOCK)];
        const links = blocks.map((block) =>
          (block[2] ?? '').replace(/%(VITE_\w+)%/g, (_, name: string) => env[name] ?? ''),
        );
        const answers = await Promise.all(links.map(embedHtml));
        return blocks.reduce(
          (page, block, i) =>
            answers[i] ? page.replace(block[0], `${block[1]}${answers[i]}${block[3]}`) : page,
          html,
        );
      },
    },
  };
}
