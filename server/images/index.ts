// STUB: replaced by the images module. Keep the exported signature.
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { SeedCore } from '../seed/types';

export function createImages(deps: { config: PlatformConfig; seed: SeedCore }): PlatformModule {
  void deps;
  return { handler: (_req, res) => sendError(res, 501, 'images not built yet') };
}
