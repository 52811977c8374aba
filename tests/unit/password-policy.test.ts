import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

import { passwordProblem } from '#api/auth/password-policy.ts'
import { NewPasswordSchema } from '#contracts/auth.ts'

const email = 'anna.berg@example.org'
const problem = (password: string, address = email) => passwordProblem(password, address)

describe('new password policy', () => {
  it('allows a passphrase of unrelated words', async () => {
    expect(await problem('correct horse battery')).toBeUndefined()
    expect(await problem('Lamp orbit 7 cactus')).toBeUndefined()
  })

  it('refuses passwords of only whitespace', async () => {
    expect(await problem(' '.repeat(12))).toBe('password_blank')
    expect(await problem('\t\n \u00a0\u2003'.repeat(3))).toBe('password_blank')
  })

  it('refuses one character repeated, counted in code points', async () => {
    expect(await problem('a'.repeat(12))).toBe('password_repeated')
    expect(await problem('😀'.repeat(12))).toBe('password_repeated')
    expect(await problem('aaaaaaaaaaab')).not.toBe('password_repeated')
  })

  it('refuses common passwords, also with case, spaces, digits and symbols around them', async () => {
    for (const password of [
      'password1234',
      'PASSWORD1234',
      'qwertyuiop123',
      '123456789012',
      'iloveyou1234',
      'sunshine!!!!',
      '2024dragon!!',
      'pass word 1234',
      'qwertyqwerty',
    ]) {
      expect(await problem(password), password).toBe('password_common')
    }
  })

  it('refuses passwords that contain the e-mail address or its local part, whatever the case', async () => {
    expect(await problem(email)).toBe('password_contains_email')
    expect(await problem('Anna.Berg 2024!!')).toBe('password_contains_email')
    expect(await problem('my name is anna berg')).toBe('password_contains_email')
    expect(await problem('xx-kim+vpn-xx-long', 'kim+vpn@example.org')).toBe('password_contains_email')
    expect(await problem('kim likes long walks', 'kim+vpn@example.org')).toBe('password_contains_email')
  })

  it('ignores local parts shorter than 3 characters, but not the whole address', async () => {
    expect(await problem('jolly rancher tulips', 'jo@example.org')).toBeUndefined()
    expect(await problem('jo@example.org', 'jo@example.org')).toBe('password_contains_email')
    // A local part of separators only never matches everything.
    expect(await problem('correct horse battery', '...@example.org')).toBeUndefined()
  })

  it('has the form-side rules in the shared schema, so forms show them before sending', () => {
    const code = (password: string) => {
      const result = v.safeParse(NewPasswordSchema, password)
      return result.success ? undefined : result.issues[0].message
    }
    expect(code(' '.repeat(12))).toBe('password_blank')
    expect(code('x'.repeat(12))).toBe('password_repeated')
    expect(code('correct horse battery')).toBeUndefined()
    // The list of common passwords is not in the schema the browser loads.
    expect(code('password1234')).toBeUndefined()
  })
})
