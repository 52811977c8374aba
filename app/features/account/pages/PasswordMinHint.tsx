import { Plural } from '@lingui/react/macro'

import { PASSWORD_MIN } from '#contracts/auth.ts'

/** The hint under a new password field (reset and change): one message, one translator comment. */
export function PasswordMinHint() {
  return (
    <Plural
      value={PASSWORD_MIN}
      one="At least # character."
      other="At least # characters."
      comment="# is the minimum length of a password, 12"
    />
  )
}
