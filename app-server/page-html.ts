/**
 * The HTML around the server-rendered app: the client build's index.html, with the request's title, the largest
 * image's preload, the page's styles inlined (inline-styles.ts), the script that keeps early presses and
 * starts the page's code after its content (start-script.ts, in the head), and the data for hydration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allowSources, inlineStyles } from './inline-styles';
import { PRESS_ENTRY, PRESS_PREFETCH_ENTRY } from './press-entry';
import { startScript } from './start-script';

/** Vite's client build manifest (build.manifest): source file -> output files. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface PageHead {
  title: string;
  preloadImage: { src: string; srcSet?: string; sizes?: string } | null;
  /** URLs the page's code will fetch with CORS (a live control's catalog answer and ladder, docs/ssr.md, "Early presses"). */
  preloadFetches?: readonly string[];
  pageModule: string;
  /** The page's oEmbed discovery link (oembed-discovery.ts), or ''. */
  discovery?: string;
}

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageTemplate {
  /** Everything before the app's markup, for this page, its start script included. */
  head(page: PageHead): string;
  /** Everything after it: the hydration data. */
  tail(hydrationData: string): string;
  /** The security headers for this page: its inline styles and start script allowed by their hashes. */
  headers(pageModule: string): Record<string, string>;
}

/** index.html's tags that the template replaces: the entry's stylesheet, entry script and module preloads. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*? src="(\/[^"]+\.js)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="(\/[^"]+\.js)"[^>]*>/g;

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
    if (manifest[imported]?.isEntry) continue; // the entry's files are index.html's
    const files = chunkFiles(manifest, imported, seen);
    js.push(...files.js);
    css.push(...files.css);
  }
  js.push(chunk.file);
  css.push(...(chunk.css ?? []));
  return { js, css };
}

/** Every chunk `key` imports statically, however deep, entries included (unlike chunkFiles). */
function pressImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const files: string[] = [];
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported) || !manifest[imported]) continue;
    seen.add(imported);
    files.push(manifest[imported].file, ...pressImports(manifest, imported, seen));
  }
  return files;
}

interface RoutePart {
  /** Inlined styles of the route (the entry's are in the head already). */
  styles: string;
  start: string;
  /** The security headers with this route's hashes, worked out once per route. */
  headers: Record<string, string>;
}

export function loadPageTemplate(clientDir: string, securityHeaders: Record<string, string>): PageTemplate {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('[primedia] the client build index.html has no empty #root');
  const styles = inlineStyles(clientDir);
  const indexHead = html.slice(0, at);
  const entryCss = [...indexHead.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const entry = [...indexHead.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const entryPreloads = [...indexHead.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  if (entry.length !== 1 || !entry[0])
    throw new Error('[primedia] the client build index.html has no entry script');
  const before = indexHead
    .replace(STYLESHEET_LINK, (_link, file: string) => styles.html([file]))
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '');
  const after = html.slice(at + ROOT.length);
  const headEnd = before.indexOf('</head>');
  if (headEnd < 0) throw new Error('[primedia] the client build index.html has no </head>');

  // An entry's own chunk and everything it imports. The press entry's: a press before hydration fetches them at
  // once. Its companion's: the head of a page with a live control runs it.
  const entryFiles = (key: string) => {
    const chunk = manifest[key];
    return chunk
      ? { entry: `/${chunk.file}`, preloads: pressImports(manifest, key).map((file) => `/${file}`) }
      : null;
  };
  const press = entryFiles(PRESS_ENTRY);
  const companion = entryFiles(PRESS_PREFETCH_ENTRY);
  // Its few kB come with the head, and it runs as soon as they are here: ahead of a tap as the page appears,
  // which the press entry, fetched only once a press or the end of the page asks for it, would often not be.
  const companionHtml = companion
    ? companion.preloads
        .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
        .join('') + `<script type="module" async src="${escapeHtml(companion.entry)}"></script>`
    : '';
  const routes = new Map<string, RoutePart>();
  const routeOf = (module: string): RoutePart => {
    let route = routes.get(module);
    if (route === undefined) {
      const { js, css } = chunkFiles(manifest, module);
      const own = css.filter((file) => !entryCss.includes(file));
      const start = startScript(entry[0] ?? '', [...entryPreloads, ...js.map((file) => `/${file}`)], press);
      route = {
        styles: styles.html(own),
        start: start.html,
        headers: allowSources(
          allowSources(securityHeaders, 'style-src', styles.sources([...entryCss, ...own])),
          'script-src',
          [start.source],
        ),
      };
      routes.set(module, route);
    }
    return route;
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
      // Low priority: the image and the styles come first; the answers are needed only once the code runs.
      const fetches = (page.preloadFetches ?? [])
        .map(
          (href) =>
            `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${escapeHtml(href)}">`,
        )
        .join('');
      // The press companion, on a page with a live control (it preloads the control's stream) only.
      const liveControl = page.preloadFetches?.length ? companionHtml : '';
      // The start script in the head, before any content: a press on a control that has arrived while the rest of
      // the page is still on its way is kept (start-script.ts).
      const route = routeOf(page.pageModule);
      // The image's preload right after the title, ahead of the inlined styles, for the browser's preload scanner.
      const head = before
        .slice(0, headEnd)
        .replace(
          /<title>[^<]*<\/title>/,
          () =>
            `<title>${escapeHtml(page.title)}</title>${preload}${fetches}${liveControl}${route.start}${page.discovery ?? ''}`,
        );
      return `${head}${route.styles}${before.slice(headEnd)}<div id="root" data-ssr>`;
    },
    tail: (hydrationData) =>
      `</div><script type="application/json" id="primedia-ssr-data">${hydrationData}</script>${after}`,
    headers: (pageModule) => routeOf(pageModule).headers,
  };
}
