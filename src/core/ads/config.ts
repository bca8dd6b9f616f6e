/**
 * Where the ad service comes from (docs/product.md, "Calls to the platform": the ad service is configured with initial load disabled,
 * single request mode and services enabled). VITE_AD_SCRIPT_URL names a GPT-compatible script (googletag API);
 * there is none by default, and then nothing third-party is loaded at all. VITE_AD_UNIT_PREFIX is the ad unit
 * path the content API's advertisement ids are appended to.
 *
 * Development builds only: localStorage 'primedia.ad-script-url' overrides the script URL, so browser tests can
 * point the app at a fake ad script without a separate build. Production builds ignore it.
 */
type Env = Partial<Record<string, string | boolean | undefined>>;

export interface AdConfig {
  scriptUrl: string | null;
  unitPrefix: string;
}

const AD_SCRIPT_OVERRIDE_KEY = 'primedia.ad-script-url';

export function readAdConfig(env: Env, override: string | null): AdConfig {
  const configured = typeof env.VITE_AD_SCRIPT_URL === 'string' ? env.VITE_AD_SCRIPT_URL : '';
  const prefix = typeof env.VITE_AD_UNIT_PREFIX === 'string' ? env.VITE_AD_UNIT_PREFIX : '';
  const scriptUrl = (env.DEV === true && override ? override : configured) || null;
  return { scriptUrl, unitPrefix: prefix || '/primedia-plus/web/' };
}

function storedOverride(): string | null {
  try {
    return globalThis.localStorage?.getItem(AD_SCRIPT_OVERRIDE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function adConfig(): AdConfig {
  return readAdConfig(import.meta.env as Env, storedOverride());
}
