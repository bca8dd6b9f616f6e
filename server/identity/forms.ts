/**
 * Reads the small url-encoded forms of the identity pages. Anything else (another content type, a body over
 * the limit, a missing field) becomes a `FormError` the caller turns into a clear page, never a crash.
 */
import type { IncomingMessage } from 'node:http';
import { HttpError, readBody } from '../http/respond';

/** Our forms hold a name, an email and two passwords; 16 KiB is generous and keeps scrypt input bounded. */
const FORM_LIMIT_BYTES = 16 * 1024;

export class FormError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readForm(req: IncomingMessage, limit = FORM_LIMIT_BYTES): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    // Drain nothing: the connection closes with the response, and the body may be huge.
    throw new FormError(415, 'This page only accepts its own form.');
  }
  try {
    return new URLSearchParams((await readBody(req, limit)).toString('utf8'));
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new FormError(413, 'What you sent is too large. Please try again.');
    }
    throw error;
  }
}

/** A text field's value, or '' when missing; repeated fields take the first value. */
export function text(form: URLSearchParams, name: string): string {
  return form.get(name) ?? '';
}
