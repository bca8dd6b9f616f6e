import { describe, expect, it } from 'vitest';
import { FILTERED, scrubDeep, scrubText } from './scrub';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';

describe('scrub', () => {
  it('filters the OAuth parameters of a callback URL and keeps the rest', () => {
    const url =
      'https://app.example/auth/callback?code=abc123&state=st-9&session_state=ss&iss=https%3A%2F%2Fid&x=1';
    expect(scrubText(url)).toBe(
      `https://app.example/auth/callback?code=${FILTERED}&state=${FILTERED}&session_state=${FILTERED}&iss=https%3A%2F%2Fid&x=1`,
    );
  });

  it('filters id_token_hint and tokens in fragments and query strings without a leading ?', () => {
    expect(
      scrubText('https://id.example/session/end?id_token_hint=abc.def.ghi&post_logout_redirect_uri=x'),
    ).toBe(`https://id.example/session/end?id_token_hint=${FILTERED}&post_logout_redirect_uri=x`);
    expect(scrubText('https://app.example/#access_token=tok&token_type=Bearer')).toBe(
      `https://app.example/#access_token=${FILTERED}&token_type=Bearer`,
    );
    expect(scrubText('code=abc&state=def')).toBe(`code=${FILTERED}&state=${FILTERED}`);
  });

  it('does not touch look-alike parameter names', () => {
    expect(scrubText('/search?postcode=2000&statement=yes&zipcode=1')).toBe(
      '/search?postcode=2000&statement=yes&zipcode=1',
    );
  });

  it('filters Bearer credentials, JWTs and token fields in text', () => {
    expect(scrubText('authorization: Bearer abc.DEF-123_x=')).toBe(`authorization: Bearer ${FILTERED}`);
    expect(scrubText(`id token ${JWT} rejected`)).toBe(`id token ${FILTERED} rejected`);
    expect(scrubText('{"refresh_token":"rt-1","token_type":"Bearer","expires_in":60}')).toBe(
      `{"refresh_token":"${FILTERED}","token_type":"Bearer","expires_in":60}`,
    );
    expect(scrubText('invalid refresh_token=rt-1 sent')).toBe(`invalid refresh_token=${FILTERED} sent`);
  });

  it('scrubs whole events: nested strings, secret keys, arrays; cycles do not hang', () => {
    const event: Record<string, unknown> = {
      message: 'failed at /auth/callback?code=c1&state=s1',
      request: {
        url: 'https://app.example/auth/callback?code=c2&state=s2',
        query_string: 'code=c3&state=s3',
        headers: { Authorization: 'Bearer tok', Accept: 'text/html' },
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: 'https://id.example/token', body: 'refresh_token=r1' } },
      ],
      extra: { access_token: 'a1', count: 2 },
    };
    event.self = event;
    const clean = scrubDeep(event);
    const text = JSON.stringify({ ...clean, self: undefined });
    for (const secret of ['c1', 's1', 'c2', 's2', 'c3', 's3', 'tok', 'r1', 'a1']) {
      expect(text).not.toMatch(new RegExp(`[=:"]${secret}\\b`));
    }
    expect(text).toContain('text/html');
    expect(text).toContain('"count":2');
    expect(clean.self).toBe('[Circular]');
    expect(event.message).toBe('failed at /auth/callback?code=c1&state=s1'); // the input is left alone
  });

  it('filters credential headers whatever the shape of their value', () => {
    const clean = scrubDeep({
      headers: { authorization: { scheme: 'Negotiate', value: 'opaque-1' }, Cookie: ['sid=opaque-2'] },
      state: { open: true },
    });
    expect(clean).toEqual({
      headers: { authorization: '[Filtered]', Cookie: '[Filtered]' },
      state: { open: true }, // a secret name with a non-secret shape (app state) is still walked, not dropped
    });
  });

  it('filters a code and state hidden behind percent-encoding, once or twice', () => {
    const once = scrubText(
      'https://app.example/user/login?return=%2Fauth%2Fcallback%3Fcode%3Dabc123%26state%3Dst-9&x=1',
    );
    expect(once).toBe(
      `https://app.example/user/login?return=/auth/callback?code=${FILTERED}&state=${FILTERED}&x=1`,
    );
    expect(scrubText('code%3Dabc')).toBe(`code=${FILTERED}`);
    expect(scrubText('next=%252Fcb%253Fcode%253Dabc456')).toBe(`next=/cb?code=${FILTERED}`);
    // Nothing hidden: encoded parts stay as they came.
    expect(scrubText('/search?q=caf%C3%A9%20society&code=c1')).toBe(
      `/search?q=caf%C3%A9%20society&code=${FILTERED}`,
    );
  });

  it('filters state and code inside arrays: state[] parameters, JSON lists, entry pairs, object lists', () => {
    expect(scrubText('/auth/callback?state[]=s1&state[0]=s2&code%5B%5D=c3')).not.toMatch(/s1|s2|c3/);
    expect(scrubText('{"state":["s1","s2"],"code":[123],"page":[1,2]}')).toBe(
      `{"state":"${FILTERED}","code":"${FILTERED}","page":[1,2]}`,
    );
    expect(scrubText('[["code","c1"],["state","s1"],["x","1"]]')).toBe(
      `[["code","${FILTERED}"],["state","${FILTERED}"],["x","1"]]`,
    );
    expect(
      scrubDeep({
        query: { state: ['s1', 's2'], page: ['1'] },
        params: [
          ['state', 's3'],
          ['code', 'c4'],
          ['x', '1'],
        ],
      }),
    ).toEqual({
      query: { state: FILTERED, page: ['1'] },
      params: [
        ['state', FILTERED],
        ['code', FILTERED],
        ['x', '1'],
      ],
    });
  });

  it('matches secret keys whatever their case and separators', () => {
    const clean = scrubDeep({
      refreshToken: 'r1',
      refresh_token: 'r2',
      RefreshToken: 'r3',
      'refresh-token': 'r4',
      AccessToken: 'a1',
      ID_TOKEN: 'i1',
      codeVerifier: 'v1',
      'Set-Cookie': ['sid=1'],
      tokenType: 'Bearer',
    });
    expect(clean).toEqual({
      refreshToken: FILTERED,
      refresh_token: FILTERED,
      RefreshToken: FILTERED,
      'refresh-token': FILTERED,
      AccessToken: FILTERED,
      ID_TOKEN: FILTERED,
      codeVerifier: FILTERED,
      'Set-Cookie': FILTERED,
      tokenType: 'Bearer',
    });
    expect(scrubText('{"refreshToken":"r5","RefreshToken":"r6"}')).toBe(
      `{"refreshToken":"${FILTERED}","RefreshToken":"${FILTERED}"}`,
    );
    expect(scrubText('?refreshToken=r7&RefreshToken=r8')).toBe(
      `?refreshToken=${FILTERED}&RefreshToken=${FILTERED}`,
    );
    expect(scrubText('bad RefreshToken: r9')).toBe(`bad RefreshToken: ${FILTERED}`);
  });

  it('filters codes and tokens a message names', () => {
    expect(scrubText('invalid_grant: code X was already used')).toBe(
      `invalid_grant: code ${FILTERED} was already used`,
    );
    expect(scrubText("authorization code 'Qw3rTy_uiop' has been redeemed")).toBe(
      `authorization code '${FILTERED}' has been redeemed`,
    );
    expect(scrubText('refresh token rt-77 is invalid')).toBe(`refresh token ${FILTERED} is invalid`);
    expect(scrubText('exchange failed for code 4f9a0c2e7b1d')).toBe(`exchange failed for code ${FILTERED}`);
    // What is not a secret stays readable.
    expect(scrubText('request failed with status code 404')).toBe('request failed with status code 404');
    expect(scrubText('the token expired')).toBe('the token expired');
  });
});

describe('scrub: email addresses', () => {
  it('masks addresses in text, and keeps versions and stack frames that look alike', () => {
    expect(scrubText('sign-in failed for Listener.Name+tag@mail.example.co.za.')).toBe(
      'sign-in failed for [email].',
    );
    expect(scrubText('email=a_b@x.io&tab=2')).toBe('email=[email]&tab=2');
    expect(scrubText('/node_modules/react@19.0.0/index.js')).toBe('/node_modules/react@19.0.0/index.js');
    expect(scrubText('handler@https://app.example/assets/index.js:1:20')).toBe(
      'handler@https://app.example/assets/index.js:1:20',
    );
    expect(scrubText('/@vite/client @sentry/browser')).toBe('/@vite/client @sentry/browser');
  });

  it('scrubs 1 MB built to make a backtracking pattern quadratic in under a second of CPU, not minutes', () => {
    const MB = 1024 * 1024;
    const hostile = [
      'a'.repeat(MB), // a run with no "@": an email pattern that restarts inside it takes minutes
      'a.b+c%d-'.repeat(MB / 8),
      'a@1.'.repeat(MB / 4),
      'x@' + 'a.'.repeat(MB / 2),
      'refresh token '.repeat(MB / 14),
      '"token": "'.repeat(MB / 10),
      'code '.repeat(MB / 5),
    ];
    // Compiled and warmed once, as in a running platform.
    for (const text of hostile) scrubText(text.slice(0, 10_000));
    for (const text of hostile) {
      // CPU time, not wall time: other processes on a busy machine stretch the latter more. The bound is
      // loose on purpose: a linear scrub takes tens of ms here, a quadratic one minutes, and process CPU
      // time still counts the garbage collector's threads, which a busy machine also slows.
      const started = process.cpuUsage();
      scrubText(text);
      const { user, system } = process.cpuUsage(started);
      expect((user + system) / 1000, text.slice(0, 12)).toBeLessThan(1000);
    }
  });
});
