import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's recommended minimum cost.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A verifiable hash of a syntactically valid but unknown password, used to equalise timing. */
let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Checks a password against a stored hash. With no stored hash (unknown account) it still
 * spends the same work on a dummy hash, so response time does not reveal whether the
 * account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-the-password-of-anyone");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
