// STUB: replaced by the media module. Keep the exported signature.
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { SeedCore } from '../seed/types';

export async function createMediaOrigin(deps: { config: PlatformConfig; seed: SeedCore }): Promise<PlatformModule> {
  void deps;
  return { handler: (_req, res) => sendError(res, 501, 'media not built yet') };
}
