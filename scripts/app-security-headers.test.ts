import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { appContentSecurityPolicy, appSecurityHeaders, framingHeaders } from './app-security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('the production policy', () => {
  const env = {
    VITE_PLATFORM_URL: 'https://platform.primedia.example',
    VITE_SENTRY_DSN: 'https://key@errors.primedia.example/7',
  };
  const policy = directives(appContentSecurityPolicy(env, 'production'));

  it('allows no inline script or style, no eval, no plugin, and no framing', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('names the configured services, the error sink included', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://platform.primedia.example',
      'https://errors.primedia.example',
    ]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://platform.primedia.example']);
    expect(policy.get('frame-src')).toEqual(['https://platform.primedia.example']);
  });

  it('lets the app read and play media from a media origin of its own (a CDN)', () => {
    const cdn = directives(
      appContentSecurityPolicy(
        { ...env, VITE_MEDIA_URL: 'https://media.primedia.example/hls' },
        'production',
      ),
    );
    expect(cdn.get('connect-src')).toContain('https://media.primedia.example');
    expect(cdn.get('media-src')).toContain('https://media.primedia.example');
  });

  it('adds a configured ad script and its frames, and nothing third-party otherwise', () => {
    const withAds = directives(
      appContentSecurityPolicy({ ...env, VITE_AD_SCRIPT_URL: 'https://ads.example/gpt.js' }, 'production'),
    );
    expect(withAds.get('script-src')).toEqual(["'self'", 'https://ads.example']);
    expect(withAds.get('frame-src')).toEqual(['https://platform.primedia.example', 'https:']);
  });
});

describe('framing', () => {
  const headers = appSecurityHeaders({}, 'production');

  it('lets any origin frame the embed pages, and no page else', () => {
    for (const pathname of ['/embed/station/702', '/embed/podcast/the-money-hour-podcast']) {
      const framed = framingHeaders(headers, pathname);
      expect(directives(framed['Content-Security-Policy'] ?? '').get('frame-ancestors'), pathname).toEqual([
        '*',
      ]);
      expect(framed['X-Frame-Options'], pathname).toBeUndefined();
    }
    for (const pathname of ['/', '/station/702', '/embedded', '/podcasts/embed/station/702']) {
      expect(framingHeaders(headers, pathname), pathname).toEqual(headers);
    }
  });
});

describe('vite preview (the built app)', () => {
  let server: PreviewServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'primedia-preview-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>built app</title>');
    server = await preview({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: dist },
      preview: { port: 0, strictPort: false },
    });
  });

  afterAll(async () => {
    await server?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers with the production policy and X-Frame-Options, for pages and missing files alike', async () => {
    const base = server.resolvedUrls?.local[0] ?? '';
    expect(base).not.toBe('');
    for (const pathname of ['/', '/station/702', '/assets/missing.js']) {
      const res = await fetch(new URL(pathname, base));
      const policy = directives(res.headers.get('content-security-policy') ?? '');
      expect(policy.get('frame-ancestors'), pathname).toEqual(["'none'"]);
      expect(policy.get('script-src'), pathname).toEqual(["'self'"]);
      expect(res.headers.get('x-frame-options'), pathname).toBe('DENY');
    }
  });

  it('lets any origin frame the embed pages', async () => {
    const base = server.resolvedUrls?.local[0] ?? '';
    const res = await fetch(new URL('/embed/station/702?theme=dark', base));
    const policy = directives(res.headers.get('content-security-policy') ?? '');
    expect(policy.get('frame-ancestors')).toEqual(['*']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});
