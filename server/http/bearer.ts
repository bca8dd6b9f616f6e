/**
 * The bearer token of a request (RFC 6750 `Authorization: Bearer ...`), shared by every service that checks the
 * caller: the content API and the video catalog. Anything else in the header reads as no token.
 */
export function bearerToken(header: string | null | undefined): string | null {
  const match = header ? /^Bearer\s+([^\s]{1,4096})$/i.exec(header) : null;
  return match?.[1] ?? null;
}
