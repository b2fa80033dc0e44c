import { randomBytes } from 'node:crypto';
import { API_KEY_SECRET_PREFIX } from '@folio/contracts';
import { hashToken } from '../core/hash';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters: about 256 bits, the strength of the app's other tokens. */
const RANDOM_LENGTH = 43;
/** How much of the secret lists show (`folio_` and 4 characters): enough to tell keys apart. */
const SHOWN_LENGTH = API_KEY_SECRET_PREFIX.length + 4;

/**
 * `folio_` and random base62 characters. The fixed prefix lets secret scanners (GitHub's among
 * them) recognise a leaked key; base62 keeps it one word when double-clicked. Bytes of 248 and
 * above are skipped so every character is equally likely (248 = 4 × 62).
 */
export function newApiKeySecret(): string {
  let out = '';
  while (out.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < RANDOM_LENGTH) out += BASE62[byte % 62];
    }
  }
  return `${API_KEY_SECRET_PREFIX}${out}`;
}

/** Whether a bearer token is meant as an API key (rather than a person's access token). */
export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_SECRET_PREFIX);

export const apiKeyPrefix = (secret: string) => secret.slice(0, SHOWN_LENGTH);

/** Stored and looked up as its SHA-256: random and long, so a fast hash is enough. */
export const hashApiKeySecret = hashToken;
