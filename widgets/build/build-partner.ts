/**
 * `npm run build:widgets`: the partner build, as a partner or Primedia's CDN copies it.
 *
 *   VITE_PLATFORM_URL=https://platform.example VITE_APP_URL=https://www.example npm run build:widgets
 *
 * Writes only what is served to `dist/partner/widgets/v<version>/` (embed.js, embed.iife.js, the hashed chunks,
 * the element manifest, the TypeScript declarations, the React components and integrity.json), its `latest/`
 * copy and `_headers` beside them, all of it as `dist/partner/primedia-widgets-v<version>.tar.gz`
 * (widgets/build/partner-release.ts), and the source maps apart in `dist/partner/sourcemaps/`, with no
 * `sourceMappingURL` comment left in the served files, so the maps stay private. The version is package.json's.
 * The service URLs are baked in from the VITE_* variables (README) and can be changed per page by the embed
 * script's `data-platform-url` / `data-app-url` attributes. `PRIMEDIA_PARTNER_OUT` picks another output folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { readServiceConfig } from '../../src/core/config';
import { filesUnder, releasePaths, writeRelease, type PartnerRelease } from './partner-release';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a partner serves, relative to the build folder. Everything else (the bundler's manifest) stays out. */
const SERVED = [
  /^embed\.js$/,
  /^embed\.iife\.js$/,
  /^chunks\/.+\.js$/,
  /^assets\/.+/,
  /^custom-elements\.json$/,
  /^primedia-widgets\.d\.ts$/,
  /^primedia-react\.(js|d\.ts)$/,
];
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

export interface PartnerBuild extends PartnerRelease {
  sourcemapsDir: string;
  /** The served files of the build, relative to `versionDir` (and `latestDir`). */
  files: { name: string; bytes: number; gzipBytes: number }[];
}

const packageVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;

export async function buildPartner(
  outDir = path.join(root, 'dist/partner'),
  version = packageVersion(),
): Promise<PartnerBuild> {
  const staging = `${outDir}.staging`;
  const { versionDir } = releasePaths(outDir, version);
  const sourcemapsDir = path.join(outDir, 'sourcemaps');
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    configFile: path.join(root, 'widgets/build/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: staging, emptyOutDir: true },
  });

  fs.rmSync(outDir, { recursive: true, force: true });
  const files: PartnerBuild['files'] = [];
  for (const name of filesUnder(staging)) {
    const from = path.join(staging, name);
    if (name.endsWith('.map')) {
      fs.mkdirSync(path.dirname(path.join(sourcemapsDir, name)), { recursive: true });
      fs.renameSync(from, path.join(sourcemapsDir, name));
      continue;
    }
    if (!SERVED.some((pattern) => pattern.test(name))) continue;
    const to = path.join(versionDir, name);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    let content = fs.readFileSync(from);
    if (name.endsWith('.js'))
      content = Buffer.from(content.toString('utf8').replace(SOURCE_MAP_COMMENT, '\n'));
    fs.writeFileSync(to, content);
    files.push({ name, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
  }
  fs.rmSync(staging, { recursive: true, force: true });
  return { ...(await writeRelease(outDir, version)), sourcemapsDir, files };
}

/** What `npm run build:widgets` prints: what it wrote, where, the integrity of the entry files and the URLs baked in. */
export function describeBuild(
  result: PartnerBuild,
  config: { platformUrl: string; appUrl: string },
  cwd = process.cwd(),
): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const at = (file: string) => path.relative(cwd, file);
  const top = result.files.filter((f) => !f.name.includes('/'));
  const line = (name: string, bytes: number, gzipBytes: number) =>
    `    ${name.padEnd(28)} ${kb(bytes).padStart(10)}  ${kb(gzipBytes).padStart(9)} gzip`;
  const folders = ['chunks', 'assets'].flatMap((folder) => {
    const files = result.files.filter((f) => f.name.startsWith(`${folder}/`));
    const sum = (key: 'bytes' | 'gzipBytes') => files.reduce((n, f) => n + f[key], 0);
    return files.length
      ? [
          line(
            `${folder}/ (${files.length} file${files.length === 1 ? '' : 's'})`,
            sum('bytes'),
            sum('gzipBytes'),
          ),
        ]
      : [];
  });
  return `
  Partner files in ${at(result.widgetsDir)}/ (serve this folder; docs/widgets.md, "Self-hosting and caching")
    v${result.version}/  this version, for pages that pin it (cache for a year)
${[...top.map((f) => line(f.name, f.bytes, f.gzipBytes)), '    integrity.json', ...folders].join('\n')}
    latest/  the same files, for pages that follow every release (cache for minutes)
    _headers  the cache rules for Netlify or Cloudflare Pages
  Integrity of v${result.version} (also in v${result.version}/integrity.json; it changes with every version)
${Object.entries(result.integrity)
  .map(([name, hash]) => `    ${name.padEnd(14)} ${hash}`)
  .join('\n')}
  Archive of it all: ${at(result.archive)} (${kb(fs.statSync(result.archive).size)})
  Source maps in ${at(result.sourcemapsDir)}/ (keep them private)
  Built for the platform at ${config.platformUrl} and the main site at ${config.appUrl};
  a page may point its copy elsewhere with data-platform-url / data-app-url on the embed script.
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Partners always get production code (widgets/build/production.ts); say so to any plugin that asks too.
  process.env.NODE_ENV = 'production';
  const out = process.env.PRIMEDIA_PARTNER_OUT ? path.resolve(process.env.PRIMEDIA_PARTNER_OUT) : undefined;
  const result = await buildPartner(out);
  console.log(describeBuild(result, readServiceConfig(process.env)));
}
