import { useLingui } from '@lingui/react'
import { useSyncExternalStore, type ReactNode } from 'react'

import { errorMessage } from './error-messages'

/** The form-level error (server answers that belong to no field), announced to screen readers. */
export function FormError({ code }: { code: string | undefined }) {
  const { i18n } = useLingui()
  return (
    <div role="alert" className={code ? 'form-alert form-alert--error' : 'visually-hidden'}>
      {code ? errorMessage(i18n, code) : null}
    </div>
  )
}

/** A success or information message after an action. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="form-alert form-alert--ok">
      {children}
    </div>
  )
}

const noSubscribe = () => () => undefined

/**
 * The form's submit button: disabled while the server works, and until the page's script has
 * started — a click before that would post the form to a page that cannot handle it, and be lost.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  return (
    <button type="submit" className="button" disabled={pending || !hydrated} aria-busy={pending || undefined}>
      {children}
    </button>
  )
}
