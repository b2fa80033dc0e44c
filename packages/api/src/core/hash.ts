import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for links and cookies (256 bits, URL-safe). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 hashes: a database leak does not leak usable links or sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
