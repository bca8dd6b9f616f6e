/**
 * The release around a partner build (widgets/build/partner-release.ts), on a small stand-in build: the
 * integrity the build prints and writes is the file's, `latest/` is the version's copy, `_headers` gives each
 * file one Cache-Control (long for versioned and hashed files, short for latest's entry files), and the archive
 * unpacks with the system's tar to exactly the served folder, the same bytes on every build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeBuild, type PartnerBuild } from './build-partner';
import { filesUnder, writeRelease } from './partner-release';

const VERSION = '9.8.7';
const BUILD: Record<string, string> = {
  'embed.js': 'import("./chunks/player-AbC123.js");\n',
  'embed.iife.js': '(function(){})();\n',
  'chunks/player-AbC123.js': 'export const play = 1;\n',
  'assets/shell-XyZ789.css': ':host{display:block}\n',
  'custom-elements.json': '{"schemaVersion":"1.0.0"}\n',
  'primedia-widgets.d.ts': 'export {};\n',
};

let out: string;
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-release-'));
  for (const [name, content] of Object.entries(BUILD)) {
    const file = path.join(out, 'widgets', `v${VERSION}`, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
});
afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

/** sha384 through Web Crypto, not the build's node:crypto call. */
async function expectedIntegrity(file: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-384', fs.readFileSync(file));
  return `sha384-${Buffer.from(digest).toString('base64')}`;
}

/** The Cache-Control of every `_headers` rule whose path (literal, or ending in `*`) matches `url`. */
function cacheControls(headers: string, url: string): string[] {
  const found: string[] = [];
  let matches = false;
  for (const line of headers.split('\n')) {
    if (line.startsWith('/')) matches = line.endsWith('*') ? url.startsWith(line.slice(0, -1)) : url === line;
    else if (matches && line.trim().startsWith('Cache-Control:'))
      found.push(line.trim().slice('Cache-Control:'.length).trim());
  }
  return found;
}

describe('the partner release', () => {
  it('prints and writes the integrity of embed.js and embed.iife.js as the files hash', async () => {
    const release = await writeRelease(out, VERSION);
    const build: PartnerBuild = {
      ...release,
      sourcemapsDir: path.join(out, 'sourcemaps'),
      files: Object.entries(BUILD).map(([name, content]) => ({
        name,
        bytes: content.length,
        gzipBytes: content.length,
      })),
    };
    const printed = describeBuild(
      build,
      { platformUrl: 'https://p.example', appUrl: 'https://a.example' },
      out,
    );
    const written = JSON.parse(
      fs.readFileSync(path.join(release.versionDir, 'integrity.json'), 'utf8'),
    ) as Record<string, string>;
    for (const name of ['embed.js', 'embed.iife.js']) {
      const hash = await expectedIntegrity(path.join(release.versionDir, name));
      expect(printed).toMatch(
        new RegExp(`^ {4}${name.replace('.', '\\.')} +${hash.replace(/[+/]/g, '\\$&')}$`, 'm'),
      );
      expect(written[name]).toBe(hash);
    }
    expect(printed).toContain(`v${VERSION}/integrity.json`);
    expect(printed).toContain(`primedia-widgets-v${VERSION}.tar.gz`);
  });

  it('copies the version to latest/, file for file', async () => {
    const release = await writeRelease(out, VERSION);
    const files = filesUnder(release.versionDir);
    expect(files).toEqual([...Object.keys(BUILD), 'integrity.json'].sort());
    expect(filesUnder(release.latestDir)).toEqual(files);
    for (const name of files)
      expect(fs.readFileSync(path.join(release.latestDir, name))).toEqual(
        fs.readFileSync(path.join(release.versionDir, name)),
      );
  });

  it('gives every served file exactly one Cache-Control in _headers', async () => {
    const release = await writeRelease(out, VERSION);
    const headers = fs.readFileSync(path.join(release.widgetsDir, '_headers'), 'utf8');
    const year = ['public, max-age=31536000, immutable'];
    for (const name of filesUnder(release.versionDir)) {
      expect(cacheControls(headers, `/v${VERSION}/${name}`), name).toEqual(year);
      const hashed = name.startsWith('chunks/') || name.startsWith('assets/');
      const entry = name === 'embed.js' || name === 'embed.iife.js';
      expect(cacheControls(headers, `/latest/${name}`), `latest/${name}`).toEqual(
        hashed
          ? year
          : entry
            ? ['public, max-age=300, stale-while-revalidate=86400']
            : ['public, max-age=300'],
      );
    }
    expect(headers).toMatch(/^\/\*\n {2}Access-Control-Allow-Origin: \*$/m);
  });

  it('archives the served folder so that tar unpacks it as is, the same bytes each time', async () => {
    const release = await writeRelease(out, VERSION);
    const first = fs.readFileSync(release.archive);
    const unpacked = path.join(out, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', release.archive, '-C', unpacked]);
    const served = filesUnder(release.widgetsDir);
    expect(served).toContain('_headers');
    expect(served).toContain(`v${VERSION}/embed.js`);
    expect(served).toContain('latest/embed.js');
    expect(filesUnder(unpacked)).toEqual(served);
    for (const name of served)
      expect(fs.readFileSync(path.join(unpacked, name))).toEqual(
        fs.readFileSync(path.join(release.widgetsDir, name)),
      );

    fs.rmSync(release.latestDir, { recursive: true });
    fs.rmSync(path.join(release.versionDir, 'integrity.json'));
    await writeRelease(out, VERSION);
    expect(fs.readFileSync(release.archive)).toEqual(first);
  });
});
