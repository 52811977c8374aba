/** Characters that are easy to confuse (l/1/I, O/0) are left out on purpose. */
export const CHARACTER_SETS = {
  lowercase: 'abcdefghijkmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  digits: '23456789',
  symbols: '!#$%&*+-=?@^_~',
} as const

export type CharacterSet = keyof typeof CHARACTER_SETS

export const PASSWORD_LENGTH = { min: 8, max: 64, default: 20 } as const

export interface PasswordOptions {
  length: number
  sets: CharacterSet[]
}

/**
 * Checked by hand, not by a valibot schema: the options come from the page's own controls, and
 * valibot would add ≈ 2.5 kB gzip to the page's JavaScript, which has a budget (bench:js).
 */
function checkOptions({ length, sets }: PasswordOptions): PasswordOptions {
  if (!Number.isInteger(length) || length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) {
    throw new RangeError(`length out of range: ${length}`)
  }
  if (sets.length === 0 || !sets.every((set) => Object.hasOwn(CHARACTER_SETS, set))) {
    throw new RangeError(`unknown or no character sets: ${sets.join()}`)
  }
  return { length, sets }
}

/** Fills an array with random 32-bit values (`crypto.getRandomValues` in the page). */
export type RandomSource = (values: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>

const cryptoRandom: RandomSource = (values) => crypto.getRandomValues(values)

/**
 * A uniform integer in [0, n): values from the top, incomplete range of 2^32 are thrown away and
 * drawn again, so no result is more likely than another (no modulo bias).
 */
export function randomBelow(n: number, random: RandomSource = cryptoRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`n out of range: ${n}`)
  const limit = 2 ** 32 - (2 ** 32 % n)
  const buffer = new Uint32Array(1)
  for (;;) {
    const value = random(buffer)[0] as number
    if (value < limit) return value % n
  }
}

/** A password with at least one character of every chosen set, in random order. */
export function generatePassword(options: PasswordOptions, random: RandomSource = cryptoRandom): string {
  const { length, sets } = checkOptions(options)
  const chosen = [...new Set(sets)].map((set) => CHARACTER_SETS[set])
  const pool = chosen.join('')
  const pick = (chars: string) => chars[randomBelow(chars.length, random)] as string
  const characters = [...chosen.map(pick), ...Array.from({ length: length - chosen.length }, () => pick(pool))]
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1, random)
    ;[characters[i], characters[j]] = [characters[j] as string, characters[i] as string]
  }
  return characters.join('')
}

export type Strength = 'weak' | 'fair' | 'strong' | 'very-strong'

/** Entropy of a random password from the chosen pool, in bits. */
export function entropyBits(options: PasswordOptions): number {
  const poolSize = new Set([...new Set(options.sets)].flatMap((set) => [...CHARACTER_SETS[set]])).size
  return options.length * Math.log2(poolSize)
}

export function strengthOf(bits: number): Strength {
  if (bits < 50) return 'weak'
  if (bits < 75) return 'fair'
  if (bits < 110) return 'strong'
  return 'very-strong'
}
