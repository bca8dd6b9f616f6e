// STUB: replaced by the content API module (graphql-yoga). Keep the exported signature.
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { VerifyAccessToken } from '../identity';
import type { PlatformModule } from '../platform';
import type { Seed } from '../seed';
import type { UserDatabase } from '../store/db';

export function createGraphql(deps: {
  config: PlatformConfig;
  db: UserDatabase;
  seed: Seed;
  verifyAccessToken: VerifyAccessToken;
}): PlatformModule {
  void deps;
  return { handler: (_req, res) => sendError(res, 501, 'content API not built yet') };
}
