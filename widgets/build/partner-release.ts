/**
 * Lays one partner build out as it is served and shipped (docs/widgets.md, "Self-hosting and caching"):
 *
 *   widgets/v<version>/   the build; a page that names it gets exactly these files for as long as they are served
 *   widgets/latest/       a copy of it, for pages that follow every release
 *   widgets/_headers      the cache table in the format Netlify and Cloudflare Pages read
 *   primedia-widgets-v<version>.tar.gz   all of widgets/, for a partner without this repository
 *
 * `latest/` is a copy, not a symbolic link or a redirect: static hosts and their upload tools do not all keep
 * links (Cloudflare Pages, S3 sync, a zip), and a redirect would cost every page a round trip before embed.js.
 * The chunks are named by their content, so the copy costs disk space only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';

/** The two files a page's script tag names, so the two an `integrity` attribute can pin. */
const ENTRY_FILES = ['embed.js', 'embed.iife.js'] as const;
type Integrity = Record<(typeof ENTRY_FILES)[number], string>;

const YEAR = 'public, max-age=31536000, immutable';
const ENTRY = 'public, max-age=300, stale-while-revalidate=86400';
const TOOLS = 'public, max-age=300';

/** Subresource Integrity value of a file's bytes, as the `integrity` attribute takes it. */
function sri(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

export function filesUnder(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory()
        ? filesUnder(full, base)
        : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/**
 * The `_headers` text for `widgets/` served as a site's root. Both hosts join the values of every rule a path
 * matches, so each file matches exactly one rule with a Cache-Control, and only literal paths and a trailing
 * `*` are used, which every host that reads this format understands.
 */
function headersFile(version: string, topFiles: readonly string[]): string {
  const rule = (pattern: string, ...headers: string[]) =>
    `${pattern}\n${headers.map((h) => `  ${h}`).join('\n')}\n`;
  const short = (file: string) => ((ENTRY_FILES as readonly string[]).includes(file) ? ENTRY : TOOLS);
  return [
    '# Cache rules for this folder served as a site of its own (docs/widgets.md, "Self-hosting and caching").',
    rule('/*', 'Access-Control-Allow-Origin: *', 'X-Content-Type-Options: nosniff'),
    rule(`/v${version}/*`, `Cache-Control: ${YEAR}`),
    rule('/latest/chunks/*', `Cache-Control: ${YEAR}`),
    rule('/latest/assets/*', `Cache-Control: ${YEAR}`),
    ...topFiles.map((file) => rule(`/latest/${file}`, `Cache-Control: ${short(file)}`)),
  ].join('\n');
}

/**
 * A gzipped tar of `dir`'s files, sorted, with fixed times and owners, so the same build gives the same
 * archive byte for byte. tar-stream writes the tar (no reliance on one `tar` program's flags); Node's zlib gzips it.
 */
async function writeArchive(dir: string, file: string): Promise<void> {
  const tar = pack();
  const written = pipeline(tar, createGzip({ level: 9 }), fs.createWriteStream(file));
  const mtime = new Date('2000-01-01T00:00:00Z');
  for (const name of filesUnder(dir))
    tar.entry({ name, mtime, mode: 0o644, uid: 0, gid: 0 }, fs.readFileSync(path.join(dir, name)));
  tar.finalize();
  await written;
}

export interface PartnerRelease {
  version: string;
  /** What is served: `_headers`, `v<version>/` and `latest/`. */
  widgetsDir: string;
  versionDir: string;
  latestDir: string;
  archive: string;
  integrity: Integrity;
}

/** The folders of one version's release under `outDir`; the build fills `versionDir`, `writeRelease` the rest. */
export function releasePaths(outDir: string, version: string) {
  const widgetsDir = path.join(outDir, 'widgets');
  return {
    version,
    widgetsDir,
    versionDir: path.join(widgetsDir, `v${version}`),
    latestDir: path.join(widgetsDir, 'latest'),
    archive: path.join(outDir, `primedia-widgets-v${version}.tar.gz`),
  };
}

/**
 * Around the served files of one build in `v<version>/`: their integrity.json, the `latest/` copy, `_headers`
 * and the archive.
 */
export async function writeRelease(outDir: string, version: string): Promise<PartnerRelease> {
  const paths = releasePaths(outDir, version);
  const { versionDir, latestDir, widgetsDir } = paths;
  const read = (name: string) => fs.readFileSync(path.join(versionDir, name));
  const integrity = Object.fromEntries(ENTRY_FILES.map((name) => [name, sri(read(name))])) as Integrity;
  fs.writeFileSync(path.join(versionDir, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  fs.cpSync(versionDir, latestDir, { recursive: true });
  const topFiles = filesUnder(versionDir).filter((name) => !name.includes('/'));
  fs.writeFileSync(path.join(widgetsDir, '_headers'), headersFile(version, topFiles));
  await writeArchive(widgetsDir, paths.archive);
  return { ...paths, integrity };
}
