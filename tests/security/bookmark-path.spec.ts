/**
 * A bookmark's (or follow's) `path` is handed back by getMyContentByUser as the entry's address, so a foreign one
 * stored once would be an open redirect. The content API used to store '//evil.example/x' and its cousins as
 * they came; now, signed in for real against the test platform, each is refused with BAD_USER_INPUT and a reason
 * and nothing is stored, while a path on the site is still accepted (checked without saving, by an unknown id).
 */
import { expect, test } from '@playwright/test';
import { signInForTokens } from '../platform/identity.helpers';
import { graphql } from '../support/graphql';

const SAVE = (name: 'setBookmark' | 'follow') =>
  `mutation($id: ID!, $path: String!, $typeName: String!) { ${name}(id: $id, path: $path, typeName: $typeName) { httpStatusCode message } }`;
const MINE = '{ getMyContentByUser { id path } }';

const FOREIGN = [
  '//evil.example/x',
  'https://evil.example/x',
  '/\\evil.example/x',
  '/\t//evil.example/x',
  'javascript:alert(document.domain)',
  'evil.example/x',
];

test('bookmark and follow paths that leave the site are refused with a reason', async ({ page, request }) => {
  const { access_token: token } = await signInForTokens(page, request, 'listener@example.com');
  for (const name of ['setBookmark', 'follow'] as const) {
    for (const path of FOREIGN) {
      const reply = await graphql(SAVE(name), {
        variables: { id: 'news-0001', path, typeName: 'NewsTeaserDetail' },
        token,
      });
      expect(reply.errors?.[0]?.extensions?.code, `${name} ${path}`).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.message).toMatch(/"path" must be a path on this site/);
    }
    // A site path passes the check: the unknown id is what this one is refused for.
    const local = await graphql<Record<string, { httpStatusCode: number }>>(SAVE(name), {
      variables: { id: 'no-such-content', path: '/news/one', typeName: 'NewsTeaserDetail' },
      token,
    });
    expect(local.errors).toBeUndefined();
    expect(local.data?.[name]?.httpStatusCode).toBe(404);
  }
  const mine = await graphql<{ getMyContentByUser: { path: string }[] }>(MINE, { token });
  for (const entry of mine.data?.getMyContentByUser ?? []) {
    expect(new URL(entry.path, 'https://primedia.example').origin).toBe('https://primedia.example');
  }
});
