/**
 * The page a partner's sign-in popup comes back to (../partner-clients.ts): it hands its address to the opener,
 * only when `origin` is a listed partner, and says so in words when the opener is gone.
 */
import type { ServerResponse } from 'node:http';
import { appOrigins, partnerOrigins, type PlatformConfig } from '../../config';
import { PARTNER_CALLBACK_SCRIPT_PATH } from '../partner-clients';
import { escapeHtml, sendPage } from './layout';

export function renderPartnerCallback(
  res: ServerResponse,
  config: Pick<PlatformConfig, 'appOrigin' | 'previewAppOrigins' | 'demoOrigin'>,
  url: URL,
): void {
  const origin = url.searchParams.get('origin') ?? '';
  if (!partnerOrigins(config).includes(origin)) {
    sendPage(res, 400, appOrigins(config), {
      title: 'Sign-in could not continue',
      body: '<h1>Sign-in could not continue</h1>\n<p>This page only answers sign-ins from Primedia+ partner sites.</p>',
    });
    return;
  }
  sendPage(res, 200, appOrigins(config), {
    title: 'Signing in',
    body: `<h1>Signing you in…</h1>
<p id="partner-callback-status" role="status">This window closes by itself.</p>
<script src="${PARTNER_CALLBACK_SCRIPT_PATH}" data-origin="${escapeHtml(origin)}"></script>`,
  });
}
