import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended configuration (m = 19 MiB, t = 2, p = 1),
 * set explicitly so that a library default change never silently weakens it.
 */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};
