/**
 * The identity module in process, through real HTTP: authorize -> our sign-in page -> code -> tokens, then
 * `verifyAccessToken`, userinfo claims read at request time, and the mount path in discovery. Cookies are
 * carried by hand, the way a browser would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { UserDatabase } from '../store/db';
import type { OutgoingMail } from '../mail/outbox';
import { createIdentity } from './index';

let server: http.Server;
let base = '';
let identity: Awaited<ReturnType<typeof createIdentity>>;
let db: UserDatabase;
let dataDir = '';
const appOrigin = 'http://127.0.0.1:5999';
const mails: OutgoingMail[] = [];

/**
 * fetch without redirects, from `localAddress` when given (Linux routes all of 127/8 to loopback, so 127.0.0.2
 * is another client than 127.0.0.1 to the limits that count per address).
 */
function request(url: string, init: RequestInit, localAddress?: string): Promise<Response> {
  if (!localAddress) return fetch(url, { ...init, redirect: 'manual' });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers as Record<string, string>, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            for (const one of [value ?? []].flat()) headers.append(name, one);
          const status = res.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    req.on('error', reject);
    req.end(typeof init.body === 'string' ? init.body : undefined);
  });
}

class Browser {
  private readonly jar = new Map<string, string>();
  constructor(private readonly localAddress?: string) {}
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { ...(init.headers as Record<string, string>), cookie };
    const response = await request(url, { ...init, headers }, this.localAddress);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, eq);
      const value = (pair ?? '').slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
  /** Follows redirects inside the platform; stops at the first one that leaves it. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let response = await this.fetch(url, init);
    let current = url;
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      if (!current.startsWith(base)) break;
      response = await this.fetch(current);
    }
    return { response, url: current };
  }
}

/** Opens the app's authorization request in a fresh browser: the sign-in page, its form action, the verifier. */
async function startSignIn(localAddress?: string) {
  const browser = new Browser(localAddress);
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${base}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'primedia-web',
    response_type: 'code',
    redirect_uri: `${appOrigin}/auth/callback`,
    scope: 'openid profile email offline_access',
    state: 's1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const page = await browser.follow(authorize.href);
  const html = await page.response.text();
  const action = /action="([^"]+\/login)"/.exec(html)?.[1];
  expect(action).toBeTruthy();
  return { browser, verifier, action: `${base}${action}` };
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Trades the code the app's callback received for tokens. */
async function redeem(callbackUrl: string, verifier: string) {
  const callback = new URL(callbackUrl);
  const code = callback.searchParams.get('code') ?? '';
  expect(callback.origin + callback.pathname).toBe(`${appOrigin}/auth/callback`);
  const token = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'primedia-web',
      code,
      code_verifier: verifier,
      redirect_uri: `${appOrigin}/auth/callback`,
    }).toString(),
  });
  return (await token.json()) as {
    access_token: string;
    refresh_token?: string;
    id_token: string;
    scope: string;
  };
}

async function signIn(email: string, password: string, localAddress?: string) {
  const { browser, verifier, action } = await startSignIn(localAddress);
  const done = await browser.follow(action, form({ email, password }));
  return redeem(done.url, verifier);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'identity-flow-'));
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    Promise.resolve(identity.handler(req, res, url)).catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const config = { ...readConfig({}), port, publicUrl: base, appOrigin, dataDir, accessTokenTtl: 120 };
  db = await UserDatabase.open(null);
  identity = await createIdentity({ config, db, mailer: { send: (mail) => mails.push(mail) } });
});

afterAll(async () => {
  await identity.close?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('identity flow', () => {
  it('publishes discovery with the /oidc mount path', async () => {
    const doc = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(doc.issuer).toBe(`${base}/oidc`);
    expect(doc.token_endpoint).toBe(`${base}/oidc/token`);
    expect(doc.authorization_endpoint).toBe(`${base}/oidc/auth`);
  });

  it('issues tokens that verifyAccessToken accepts, with premium read at request time', async () => {
    const tokens = await signIn('listener@example.com', 'listen-2026');
    expect(tokens.refresh_token).toBeTruthy();
    const user = await identity.verifyAccessToken(tokens.access_token);
    expect(user).toMatchObject({ email: 'listener@example.com', premium: false });
    expect(user?.scope.split(' ')).toContain('profile');

    // A trial started after sign-in shows up at the next lookup and userinfo call.
    const until = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    db.run('UPDATE accounts SET premium_until = ? WHERE email = ?', [until, 'listener@example.com']);
    expect((await identity.verifyAccessToken(tokens.access_token))?.premium).toBe(true);
    const info = (await (
      await fetch(`${base}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ audiostar_plus: true, audiostar_plus_until: until });
    db.run('UPDATE accounts SET premium_until = NULL WHERE email = ?', ['listener@example.com']);
  });

  it('verifyAccessToken returns null for garbage and never throws', async () => {
    for (const junk of ['', 'x', 'a'.repeat(10_000), '../../etc', '\u0000', 'Bearer abc']) {
      await expect(identity.verifyAccessToken(junk)).resolves.toBeNull();
    }
    await expect(identity.verifyAccessToken(42 as unknown as string)).resolves.toBeNull();
  });

  describe('sign-up by email', () => {
    /** Posts the sign-up form of a fresh authorization request; the mails it caused, and the answer. */
    async function signUp(fields: { name: string; email: string; password: string }) {
      const start = await startSignIn();
      const before = mails.length;
      const response = await start.browser.fetch(start.action.replace(/\/login$/, '/signup'), form(fields));
      return { ...start, response, body: await response.text(), mails: mails.slice(before) };
    }

    const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

    it('answers a new and a taken address alike; only the mailbox learns which it was', async () => {
      const fresh = await signUp({ name: 'New One', email: 'new-one@example.com', password: 'long-enough' });
      const taken = await signUp({ name: 'Someone', email: 'LISTENER@example.com', password: 'long-enough' });
      expect(taken.response.status).toBe(fresh.response.status);
      expect(fresh.response.status).toBe(200);
      expect(heading(taken.body)).toBe(heading(fresh.body));
      expect(heading(fresh.body)).toBe('Check your email');
      expect(fresh.mails).toHaveLength(1);
      expect(fresh.mails[0]?.subject).toMatch(/Confirm your email/);
      expect(taken.mails).toHaveLength(1);
      expect(taken.mails[0]).toMatchObject({ to: 'listener@example.com' });
      expect(taken.mails[0]?.subject).toMatch(/tried to create/);
      // The owner's password is untouched by the attempt.
      expect((await signIn('listener@example.com', 'listen-2026')).access_token).toBeTruthy();
    });

    it('signs in only after the mailed link is followed, in the browser that signed up', async () => {
      const email = 'verify-me@example.com';
      const up = await signUp({ name: 'Verify Me', email, password: 'long-enough' });
      const link = up.mails[0]?.links[0] ?? '';
      expect(link).toContain('/verify?token=');

      // Before the link: the right password does not sign in, and a fresh link is mailed.
      const early = await startSignIn();
      const refused = await early.browser.fetch(early.action, form({ email, password: 'long-enough' }));
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('Confirm your email address first');

      // A forged or altered token is refused with a clear page.
      const forged = await up.browser.fetch(link.replace(/token=[^&]+/, 'token=forged'));
      expect(forged.status).toBe(400);
      expect(await forged.text()).toContain('This link has expired');

      // The link in the signing-up browser completes that sign-in.
      const done = await up.browser.follow(link);
      const tokens = await redeem(done.url, up.verifier);
      expect(await identity.verifyAccessToken(tokens.access_token)).toMatchObject({ email });

      // Opened again (a mail scanner, another device) it only confirms; the account signs in normally now.
      const again = await new Browser().fetch(link);
      expect(again.status).toBe(200);
      expect(heading(await again.text())).toMatch(/confirmed/);
      expect((await signIn(email, 'long-enough')).access_token).toBeTruthy();
    });

    it('lets the newest sign-up replace an address nobody confirmed, and refuses an expired link', async () => {
      const email = 'squatted@example.com';
      const first = await signUp({ name: 'Squatter', email, password: 'squatter-pass' });
      const owner = await signUp({ name: 'Owner', email, password: 'owner-pass-1' });
      // The squatter's link was revoked with the replaced password.
      expect((await first.browser.fetch(first.mails[0]?.links[0] ?? '')).status).toBe(400);
      db.run('UPDATE email_verifications SET expires_at = 0');
      expect((await owner.browser.fetch(owner.mails[0]?.links[0] ?? '')).status).toBe(400);
      // A new sign-up mails a new link, which works; the squatter's password never signs in.
      const retry = await signUp({ name: 'Owner', email, password: 'owner-pass-1' });
      await retry.browser.follow(retry.mails[0]?.links[0] ?? '');
      const wrong = await startSignIn();
      expect(
        (await wrong.browser.fetch(wrong.action, form({ email, password: 'squatter-pass' }))).status,
      ).toBe(401);
    });
  });
});

/** Posts a form to the provider's endpoint at `path` (under /oidc), as the app's client does. */
async function postToProvider(path: string, fields: Record<string, string>) {
  const response = await fetch(`${base}/oidc${path}`, form({ client_id: 'primedia-web', ...fields }));
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

describe('abuse limits that spare the listener', () => {
  it("locks a stranger's guesses to the stranger's address: the right password from elsewhere signs in", async () => {
    const email = 'listener@example.com';
    const stranger = await startSignIn('127.0.0.2');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await stranger.browser.fetch(stranger.action, form({ email, password: `guess-${i}` }))).status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const locked = await stranger.browser.fetch(stranger.action, form({ email, password: 'listen-2026' }));
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many wrong passwords');

    const listener = await signIn(email, 'listen-2026', '127.0.0.3');
    expect(await identity.verifyAccessToken(listener.access_token)).toMatchObject({ email });
  });

  it('refuses the 11th sign-up from one address with its reason, and serves another address', async () => {
    const signUpFrom = async (localAddress: string, i: number) => {
      const start = await startSignIn(localAddress);
      const fields = {
        name: 'Flood',
        email: `flood-${localAddress}-${i}@example.com`,
        password: 'long-enough',
      };
      const response = await start.browser.fetch(start.action.replace(/\/login$/, '/signup'), form(fields));
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: await response.text(),
      };
    };
    for (let i = 1; i <= 10; i++) expect((await signUpFrom('127.0.0.4', i)).status).toBe(200);
    const refused = await signUpFrom('127.0.0.4', 11);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many new accounts from this network. Please wait');
    expect((await signUpFrom('127.0.0.5', 1)).status).toBe(200);
  });

  it('kills a refresh token revoked at sign-out at once, inside the reuse grace too', async () => {
    const first = await signIn('premium@example.com', 'listen-2026');
    const rotated = await postToProvider('/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    });
    expect(rotated.status).toBe(200);
    const current = rotated.body.refresh_token as string;
    // Sign-out revokes the listener's current refresh token.
    expect(
      (await postToProvider('/token/revocation', { token: current, token_type_hint: 'refresh_token' }))
        .status,
    ).toBe(200);

    // The rotated-out token, seconds later (inside the 30 s grace), and the revoked one: both refused.
    for (const token of [first.refresh_token ?? '', current]) {
      const again = await postToProvider('/token', { grant_type: 'refresh_token', refresh_token: token });
      expect(again.status, token).toBe(400);
      expect(again.body.error).toBe('invalid_grant');
    }
    const me = await fetch(`${base}/oidc/me`, {
      headers: { authorization: `Bearer ${rotated.body.access_token as string}` },
    });
    expect(me.status).toBe(401);
  });

  it('grants offline_access in the scope it answers with a refresh token, and offers only the auth it supports', async () => {
    const tokens = await signIn('listener@example.com', 'listen-2026');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'offline_access']));
    const refreshed = await postToProvider('/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect((refreshed.body.scope as string).split(' ')).toContain('offline_access');

    const doc = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(doc.token_endpoint_auth_signing_alg_values_supported).toBeUndefined();
  });
});
