import { hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = {
  // 2 = Algorithm.Argon2id (a const enum, not importable under isolatedModules).
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

/** A real hash to verify against when the account does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-but-the-same-work')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}
