// STUB: replaced by the catalog module. Keep the exported signature.
import type { PlatformConfig } from '../config';
import { sendError } from '../http/respond';
import type { PlatformModule } from '../platform';
import type { SeedCore } from '../seed/types';

export function createCatalog(deps: { config: PlatformConfig; seed: SeedCore }): PlatformModule {
  void deps;
  return { handler: (_req, res) => sendError(res, 501, 'catalog not built yet') };
}
