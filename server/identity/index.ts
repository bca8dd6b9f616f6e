// STUB: replaced by the identity module (oidc-provider). Keep the exported signatures.
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { UserDatabase } from '../store/db';

export interface VerifiedUser {
  sub: string;
  email: string;
  premium: boolean;
  scope: string;
}
export type VerifyAccessToken = (token: string) => Promise<VerifiedUser | null>;

export async function createIdentity(deps: {
  config: PlatformConfig;
  db: UserDatabase;
}): Promise<PlatformModule & { verifyAccessToken: VerifyAccessToken }> {
  void deps;
  return {
    handler: (_req, res) => sendError(res, 501, 'identity provider not built yet'),
    verifyAccessToken: async () => null,
  };
}
