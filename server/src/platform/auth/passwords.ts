import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashValue: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification, for unknown e-mails. */
  dummyVerify(password: string): Promise<void>;
}

/** argon2id, OWASP minimum: m = 19 MiB, t = 2, p = 1 (memory is configurable upwards). */
export function createPasswordHasher(memoryCostKiB: number): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: memoryCostKiB, timeCost: 2, parallelism: 1 };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(hashValue, password) {
      try {
        return await verify(hashValue, password);
      } catch {
        return false;
      }
    },
    async dummyVerify(password) {
      dummy ??= hash('not-a-real-password-1', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
