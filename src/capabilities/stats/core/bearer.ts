import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header (RFC 6750), or undefined. */
export function bearerToken(authorization: string | null): string | undefined {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization ?? '');
  return match?.[1];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a token given by a client is the secret, in time that does not depend on where they
 * differ: both are hashed first, so even their lengths are compared in constant time.
 */
export const isSecret = (given: string | undefined, secret: string): boolean =>
  given !== undefined && timingSafeEqual(digest(given), digest(secret));
