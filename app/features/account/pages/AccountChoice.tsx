import { Trans } from '@lingui/react/macro'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useState } from 'react'

import { FormError } from '../../../components/forms/FormAlert'
import { forgetAuthState } from '../auth-store'
import { actionKeyLoginFn } from '../guard.functions'

/**
 * The app asked to sign in with its account while someone is logged in here: the visitor chooses.
 * Nothing changes until they click, so a page that merely sends them here cannot switch accounts.
 */
export function AccountChoice({ signedInAs, appKey, next }: { signedInAs: string; appKey: string; next: string }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string>()

  async function switchAccount() {
    setPending(true)
    const result = await actionKeyLoginFn({ data: { key: appKey, confirmed: true } }).catch(() => undefined)
    if (result?.ok) {
      forgetAuthState(router.options.context.authStore)
      await router.navigate({ href: next })
      return
    }
    setPending(false)
    setProblem(result && 'error' in result ? result.error.code : 'key_invalid')
  }

  return (
    <div className="account-choice">
      <p>
        <Trans comment="An app sent the visitor here to sign in with the app's account; {signedInAs} is the e-mail address of the account already logged in on the website">
          You are logged in as <strong>{signedInAs}</strong>. The app asks to sign you in with the account it uses.
        </Trans>
      </p>
      <FormError code={problem} />
      <div className="account-choice__actions">
        <a href={next} className="button">
          <Trans comment="Button: keep the account that is already logged in on the website">
            Continue as {signedInAs}
          </Trans>
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void switchAccount()}
          disabled={pending || !hydrated}
          aria-busy={pending || undefined}
        >
          <Trans comment="Button: log out of the current account and log in with the account of the app that opened this page">
            Use the app's account
          </Trans>
        </button>
      </div>
    </div>
  )
}
