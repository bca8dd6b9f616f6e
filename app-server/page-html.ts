/**
 * The HTML around the server-rendered app: the client build's index.html (its entry script and styles), with
 * the request's title, the largest image's preload, the route's styles and chunk, and the data for hydration.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Vite's client build manifest (build.manifest): source file -> output files. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageHead {
  title: string;
  preloadImage: { src: string; srcSet?: string; sizes?: string } | null;
  pageModule: string;
}

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageTemplate {
  /** Everything before the app's markup, for this page. */
  head(page: PageHead): string;
  /** Everything after it, with the hydration data. */
  tail(hydrationData: string): string;
}

/** The chunk's own file and styles and those of every chunk it imports statically, in load order. */
function chunkFiles(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js: string[] = [];
  const css: string[] = [];
  for (const imported of chunk.imports ?? []) {
    if (manifest[imported]?.isEntry) continue; // the entry is in index.html already
    const files = chunkFiles(manifest, imported, seen);
    js.push(...files.js);
    css.push(...files.css);
  }
  js.push(chunk.file);
  css.push(...(chunk.css ?? []));
  return { js, css };
}

export function loadPageTemplate(clientDir: string): PageTemplate {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('[primedia] the client build index.html has no empty #root');
  const [before, after] = [html.slice(0, at), html.slice(at + ROOT.length)];
  const headEnd = before.indexOf('</head>');
  if (headEnd < 0) throw new Error('[primedia] the client build index.html has no </head>');
  const routeLinks = new Map<string, string>();
  const linksFor = (module: string) => {
    let links = routeLinks.get(module);
    if (links === undefined) {
      const { js, css } = chunkFiles(manifest, module);
      links = [
        ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
      routeLinks.set(module, links);
    }
    return links;
  };

  return {
    head(page) {
      const image = page.preloadImage;
      const preload = image
        ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}"` +
          (image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}"` : '') +
          (image.sizes ? ` imagesizes="${escapeHtml(image.sizes)}"` : '') +
          '>'
        : '';
      const head = before
        .slice(0, headEnd)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
      return `${head}${preload}${linksFor(page.pageModule)}${before.slice(headEnd)}<div id="root" data-ssr>`;
    },
    tail: (hydrationData) =>
      `</div><script type="application/json" id="primedia-ssr-data">${hydrationData}</script>${after}`,
  };
}
