import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { renderPartnerCallback } from './partner-callback';

const config = {
  appOrigin: 'http://127.0.0.1:5173',
  previewAppOrigins: [],
  demoOrigin: 'http://127.0.0.1:5174',
};

function render(query: string): { status: number; headers: Record<string, unknown>; body: string } {
  const out = { status: 0, headers: {} as Record<string, unknown>, body: '' };
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      out.status = status;
      out.headers = headers;
      return res;
    },
    end(body: string) {
      out.body = body;
    },
  };
  renderPartnerCallback(
    res as unknown as ServerResponse,
    config,
    new URL(`http://127.0.0.1:4000/oidc/partner-callback${query}`),
  );
  return out;
}

describe('the partner sign-in callback page', () => {
  it('hands the answer to a listed partner origin only, named in the page for its script', () => {
    const page = render(`?origin=${encodeURIComponent(config.demoOrigin)}&code=c&state=s`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`data-origin="${config.demoOrigin}"`);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses any other origin, with words and no script', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:5174.evil.example', '']) {
      const page = render(`?origin=${encodeURIComponent(origin)}&code=c&state=s`);
      expect(page.status).toBe(400);
      expect(page.body).toContain('only answers sign-ins from Primedia+ partner sites');
      expect(page.body).not.toContain('<script');
    }
  });
});
