/**
 * Reads the small url-encoded forms of the identity pages. Anything else (another content type, a body over
 * the limit) becomes an `HttpError` in the pages' own words, which the caller turns into a clear page.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from '../http/respond';

/** Our forms hold a name, an email and two passwords; 16 KiB is generous and keeps scrypt input bounded. */
const FORM_LIMIT_BYTES = 16 * 1024;

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    // Drain nothing: the connection closes with the response, and the body may be huge.
    throw new HttpError(415, 'This page only accepts its own form.');
  }
  const body = await readBody(req, FORM_LIMIT_BYTES, 'What you sent is too large. Please try again.');
  return new URLSearchParams(body.toString('utf8'));
}

/** A text field's value, or '' when missing; repeated fields take the first value. */
export function text(form: URLSearchParams, name: string): string {
  return form.get(name) ?? '';
}
