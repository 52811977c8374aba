import { isBlankPassword, isOneCharacterPassword } from '#contracts/auth.ts'
import { ApiError } from '../http/errors.ts'

/** Why a new password is refused: the field code the API answers (the site shows a sentence for each). */
export type PasswordProblem = 'password_blank' | 'password_repeated' | 'password_contains_email' | 'password_common'

/**
 * The most common passwords of public breach corpora (about 49,000, maintained with zxcvbn-ts).
 * Loaded on first use: decompressing the list takes a moment that an API start should not wait for.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined
const loadCommonPasswords = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  ))

/** Candidates shorter than this are too short to call a password common when they are only part of it. */
const MIN_CORE = 4

/**
 * The forms of a password that guessers try first: as written, without spaces, without the digits
 * and symbols put before or after a word ("password1234!"), and the unit of a repetition
 * ("qwertyqwerty").
 */
function guessableForms(password: string): string[] {
  const plain = password.normalize('NFKC').toLowerCase().trim()
  const joined = plain.replace(/\s+/gu, '')
  const forms = new Set([plain, joined])
  for (const form of [plain, joined]) {
    const core = form.replace(/^[\d\p{P}\p{S}\s]+/u, '').replace(/[\d\p{P}\p{S}\s]+$/u, '')
    forms.add(core)
    forms.add(form.replace(/[\d\p{P}\p{S}\s]+$/u, ''))
    forms.add(form.replace(/^[\d\p{P}\p{S}\s]+/u, ''))
    const unit = /^(.+?)\1+$/su.exec(form)?.[1]
    if (unit) forms.add(unit)
  }
  return [...forms].filter((form) => form === plain || [...form].length >= MIN_CORE)
}

/**
 * The parts of the e-mail address a password must not contain: the whole address, and its local
 * part (also without a `+tag`) when that is at least 3 characters long. Shorter local parts
 * ("jo@…") are left out: two letters occur in too many good passwords to refuse them all.
 */
function addressParts(email: string): string[] {
  const address = email.normalize('NFKC').toLowerCase().trim()
  const local = address.slice(0, Math.max(0, address.lastIndexOf('@')))
  const parts = new Set([address, local, local.split('+')[0] ?? ''])
  return [...parts].filter((part) => [...part].length >= 3)
}

/** The first rule a new password breaks, or undefined when it may be used (ASVS 5.0 V6.2). */
export async function passwordProblem(password: string, email: string): Promise<PasswordProblem | undefined> {
  if (isBlankPassword(password)) return 'password_blank'
  if (isOneCharacterPassword(password)) return 'password_repeated'
  const plain = password.normalize('NFKC').toLowerCase()
  const squeezed = plain.replace(/[\s._-]+/gu, '')
  for (const part of addressParts(email)) {
    const squeezedPart = part.replace(/[._-]+/gu, '')
    if (plain.includes(part)) return 'password_contains_email'
    // "John Smith 1984" for john.smith@…: separators do not make the name any harder to guess.
    if ([...squeezedPart].length >= 3 && squeezed.includes(squeezedPart)) return 'password_contains_email'
  }
  const common = await loadCommonPasswords()
  if (guessableForms(password).some((form) => common.has(form))) return 'password_common'
  return undefined
}

/**
 * Refuses a new password the policy does not allow with 422 and the field's code. The answer names
 * the rule only, never the password.
 */
export async function assertPasswordAllowed(password: string, email: string, field: string): Promise<void> {
  const problem = await passwordProblem(password, email)
  if (problem) throw new ApiError(422, 'validation_failed', { fields: { [field]: problem } })
}
