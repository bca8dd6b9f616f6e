/** Test helper: the content API on an in-memory database with a fake token verifier and a pinned clock. */
import { readConfig } from '../config';
import type { VerifiedUser } from '../identity';
import { getSeed } from '../seed';
import { UserDatabase } from '../store/db';
import { createGraphqlApp } from './index';

export const NOW = Date.parse('2026-11-20T07:30:00+02:00') / 1000;

const listener = (name: string, roles: VerifiedUser['roles'] = []): VerifiedUser => ({
  sub: `user-${name}`,
  email: `${name}@example.com`,
  premium: false,
  roles,
  scope: 'openid profile email',
});

export const USERS: Record<string, VerifiedUser> = {
  'token-ayesha': listener('ayesha'),
  'token-sipho': listener('sipho'),
  'token-lindiwe': listener('lindiwe', ['editor']),
};

export interface GqlReply {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

export async function createTestApp() {
  const db = await UserDatabase.open(null);
  for (const user of Object.values(USERS)) {
    db.run(
      'INSERT INTO accounts (sub, email, name, password_hash, premium_until, created_at) VALUES (?, ?, ?, ?, NULL, ?)',
      [user.sub, user.email, user.email, 'x', NOW],
    );
  }
  const { yoga, services } = createGraphqlApp({
    config: { ...readConfig({}), publicUrl: 'http://127.0.0.1:4000' },
    db,
    seed: getSeed(),
    verifyAccessToken: async (token) => USERS[token] ?? null,
    now: () => NOW,
  });
  async function gql(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GqlReply> {
    const res = await yoga.fetch('http://127.0.0.1:4000/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, body: (await res.json()) as GqlReply['body'] };
  }
  return { yoga, services, db, gql };
}

export const codeOf = (reply: GqlReply) => reply.body.errors?.[0]?.extensions?.code;
