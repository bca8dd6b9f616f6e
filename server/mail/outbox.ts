/**
 * The local outbox: where the platform's mail goes (sign-up verification links, notices to account owners),
 * since the stand-in sends no real mail. With MAIL_OUTBOX=1 (`npm start` and the browser tests, never a shared
 * deployment: anyone who can reach it reads every listener's mail) it is served at
 *
 *   GET /outbox                      the newest messages as a page, links clickable (`?to=` filters)
 *   GET /outbox/messages?to=address  the same as JSON, newest first (tests read this)
 *
 * Without MAIL_OUTBOX=1 messages are dropped and /outbox answers 404. Kept in memory, the newest 1,000.
 */
import { randomUUID } from 'node:crypto';
import type { PlatformConfig } from '../config';
import { sendError, sendJson } from '../http/respond';
import { normaliseEmail } from '../identity/accounts';
import { escapeHtml } from '../identity/pages/layout';
import type { PlatformModule } from '../platform';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The links in `text`, in order, so a reader (or a test) need not parse the text. */
  links: string[];
}

interface MailMessage extends OutgoingMail {
  id: string;
  sentAt: string;
}

export interface Mailer {
  send(mail: OutgoingMail): void;
}

const MAX_KEPT = 1_000;
const PAGE_LIMIT = 100;

function renderPage(messages: MailMessage[], to: string | null): string {
  const items = messages
    .slice(0, PAGE_LIMIT)
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong>, ${escapeHtml(m.sentAt)}</p>
<pre>${escapeHtml(m.text)}</pre>
${m.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('\n')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox · Primedia+ local platform</title></head>
<body>
<h1>Outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>Mail the local platform would have sent. For development and tests only.</p>
${items || '<p>No messages.</p>'}
</body>
</html>`;
}

export function createOutbox(deps: { config: PlatformConfig }): PlatformModule & Mailer {
  const enabled = deps.config.mailOutbox;
  const messages: MailMessage[] = [];

  const forAddress = (to: string | null) =>
    (to ? messages.filter((m) => normaliseEmail(m.to) === normaliseEmail(to)) : messages).slice().reverse();

  return {
    send(mail) {
      if (!enabled) return;
      messages.push({ ...mail, id: randomUUID(), sentAt: new Date().toISOString() });
      if (messages.length > MAX_KEPT) messages.splice(0, messages.length - MAX_KEPT);
    },
    handler(req, res, url) {
      if (!enabled) return sendError(res, 404, 'The mail outbox is off (MAIL_OUTBOX=1 turns it on)');
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'Use GET');
      const to = url.searchParams.get('to');
      if (url.pathname === '/outbox/messages') return sendJson(res, 200, { messages: forAddress(to) });
      if (url.pathname !== '/outbox' && url.pathname !== '/outbox/')
        return sendError(res, 404, `No outbox page at ${url.pathname}`);
      const html = renderPage(forAddress(to), to);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(html),
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
  };
}
