import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): what the link carries. Only its sha256 is stored. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 3 * 24 * 60 * 60_000;
