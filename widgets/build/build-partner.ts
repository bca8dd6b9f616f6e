/**
 * `npm run build:widgets`: the partner build, as a partner or Primedia's CDN copies it.
 *
 *   VITE_PLATFORM_URL=https://platform.example VITE_APP_URL=https://www.example npm run build:widgets
 *
 * Writes only what is served to `dist/partner/widgets/` (embed.js, embed.iife.js, the hashed chunks, the
 * element manifest, the TypeScript declarations and the React components), and the source maps apart in `dist/partner/sourcemaps/`,
 * with no `sourceMappingURL` comment left in the served files, so the maps stay private. The service URLs are
 * baked in from the VITE_* variables (README) and can be changed per page by the embed script's
 * `data-platform-url` / `data-app-url` attributes. `PRIMEDIA_PARTNER_OUT` picks another output folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { readServiceConfig } from '../../src/core/config';

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

function filesUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory()
      ? filesUnder(full, base)
      : [path.relative(base, full).split(path.sep).join('/')];
  });
}

export interface PartnerBuild {
  widgetsDir: string;
  sourcemapsDir: string;
  files: { name: string; bytes: number; gzipBytes: number }[];
}

export async function buildPartner(outDir = path.join(root, 'dist/partner')): Promise<PartnerBuild> {
  const staging = `${outDir}.staging`;
  const widgetsDir = path.join(outDir, 'widgets');
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
    const to = path.join(widgetsDir, name);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    let content = fs.readFileSync(from);
    if (name.endsWith('.js'))
      content = Buffer.from(content.toString('utf8').replace(SOURCE_MAP_COMMENT, '\n'));
    fs.writeFileSync(to, content);
    files.push({ name, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
  }
  fs.rmSync(staging, { recursive: true, force: true });
  return { widgetsDir, sourcemapsDir, files };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Partners always get production code (widgets/build/production.ts); say so to any plugin that asks too.
  process.env.NODE_ENV = 'production';
  const out = process.env.PRIMEDIA_PARTNER_OUT ? path.resolve(process.env.PRIMEDIA_PARTNER_OUT) : undefined;
  const result = await buildPartner(out);
  const config = readServiceConfig(process.env);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const top = result.files.filter((f) => !f.name.startsWith('chunks/'));
  const chunks = result.files.filter((f) => f.name.startsWith('chunks/'));
  console.log(`
  Partner files in ${path.relative(process.cwd(), result.widgetsDir)}/ (copy this folder to your server)
${top.map((f) => `    ${f.name.padEnd(24)} ${kb(f.bytes).padStart(10)}  ${kb(f.gzipBytes).padStart(9)} gzip`).join('\n')}
    chunks/ (${chunks.length} files)       ${kb(chunks.reduce((n, f) => n + f.bytes, 0)).padStart(10)}  ${kb(chunks.reduce((n, f) => n + f.gzipBytes, 0)).padStart(9)} gzip
  Source maps in ${path.relative(process.cwd(), result.sourcemapsDir)}/ (keep them private)
  Built for the platform at ${config.platformUrl} and the main site at ${config.appUrl};
  a page may point its copy elsewhere with data-platform-url / data-app-url on the embed script.
`);
}
