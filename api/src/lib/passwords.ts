import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

let decoy: Promise<string> | undefined;

/**
 * Checks a password in constant time. Without a stored hash (unknown e-mail, Google-only account) it still
 * verifies against a decoy, so the answer takes as long either way and does not reveal which e-mails exist.
 */
export async function checkPassword(stored: string, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword(crypto.randomUUID());
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return await verify(stored, password).catch(() => false);
}
