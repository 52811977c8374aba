import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import * as v from 'valibot'

import { ChangePasswordSchema } from '#contracts/auth.ts'
import { PRODUCT_FACTS } from '#contracts/product-facts.ts'
import { FormError, FormNotice, SubmitButton } from '../../../components/forms/FormAlert'
import { TextField } from '../../../components/forms/TextField'
import { schemaCheck } from '../../../components/forms/form-check'
import { useForm } from '../../../components/forms/use-form'
import { PageLink } from '../../../components/links/PageLink'
import { hasActivePremium, isPremium, type AuthState } from '../../../lib/auth/auth-state'
import { formatDate, formatMoney } from '../../../lib/i18n/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { cancelSubscriptionFn, changePasswordFn, resendConfirmationFn } from '../auth.functions'
import { authStateFn } from '../guard.functions'
import { cancellableHere, gatewayName, subscriptionSource, type SubscriptionSource } from '../gateways'
import { useAuth, useSetAuth } from '../auth-hooks'
import { PasswordMinHint } from './PasswordMinHint'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="cabinet-section">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

function EmailSection({ auth }: { auth: AuthState }) {
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | string>('idle')
  const email = auth.email ?? ''
  const confirmed = auth.data?.email_confirmed ?? false
  return (
    <Section title={<Trans>E-mail address</Trans>}>
      <p className="cabinet-email">
        <strong>{email}</strong>{' '}
        {confirmed ? (
          <span className="badge badge--ok">
            <Trans>confirmed</Trans>
          </span>
        ) : (
          <span className="badge badge--warn">
            <Trans>not confirmed yet</Trans>
          </span>
        )}
      </p>
      {!confirmed &&
        (state === 'sent' ? (
          <FormNotice>
            <Trans>A new confirmation link is on its way to {email}.</Trans>
          </FormNotice>
        ) : (
          <>
            <FormError code={state === 'idle' || state === 'pending' ? undefined : state} />
            <button
              type="button"
              className="button button--ghost"
              disabled={state === 'pending'}
              onClick={async () => {
                setState('pending')
                const result = await resendConfirmationFn().catch(() => ({
                  ok: false as const,
                  error: { code: 'unavailable', status: 503 },
                }))
                setState(result.ok ? 'sent' : result.error.code)
              }}
            >
              <Trans>Send the confirmation link again</Trans>
            </button>
          </>
        ))}
    </Section>
  )
}

function StoreInstructions({ source }: { source: SubscriptionSource }) {
  switch (source) {
    case 'app-store':
      return (
        <Trans>
          You bought it in the App Store: cancel it on your iPhone or iPad under Settings → your name → Subscriptions.
        </Trans>
      )
    case 'google-play':
      return (
        <Trans>
          You bought it on Google Play: cancel it in the Play Store app under Profile → Payments and subscriptions →
          Subscriptions.
        </Trans>
      )
    case 'huawei-appgallery':
      return <Trans>You bought it in Huawei AppGallery: cancel it in AppGallery under Me → Subscriptions.</Trans>
    case 'amazon-appstore':
      return (
        <Trans>
          You bought it in the Amazon Appstore: cancel it on amazon.com under Your Memberships and Subscriptions.
        </Trans>
      )
    default:
      return <Trans>To cancel, contact our support team.</Trans>
  }
}

function SourceLabel({ source }: { source: SubscriptionSource }) {
  switch (source) {
    case 'website':
      return <Trans>bought on this website</Trans>
    case 'app-store':
      return <Trans>bought in the iOS app</Trans>
    case 'google-play':
      return <Trans>bought in the Android app</Trans>
    case 'huawei-appgallery':
      return <Trans>bought in the Huawei app</Trans>
    case 'amazon-appstore':
      return <Trans>bought in the Amazon app</Trans>
    default:
      return <Trans>bought elsewhere</Trans>
  }
}

/** The Premium plan's facts for a plan card: devices on one subscription (product facts). */
function DevicesLine() {
  const devices = PRODUCT_FACTS.devicesPerSubscription
  return (
    <p className="cabinet-plan__devices">
      <Plural
        value={devices}
        one="Up to # device on one subscription"
        other="Up to # devices on one subscription"
        comment="# is how many devices one Premium subscription covers, 10"
      />
    </p>
  )
}

/**
 * The plan card: free or Premium, when Premium renews or ends, and the action that fits — upgrade
 * for a free account, renew when Premium is cancelled or over (a new purchase adds its period to
 * what is left), cancel a website subscription, or where to cancel one bought in an app store.
 */
function SubscriptionSection({ auth }: { auth: AuthState }) {
  const locale = useLocale()
  const setAuth = useSetAuth()
  const [step, setStep] = useState<'idle' | 'confirm' | 'pending'>('idle')
  const [error, setError] = useState<string>()
  const subscription = auth.subscription
  const premium = isPremium(auth)
  const active = hasActivePremium(auth)
  const until = subscription ? formatDate(locale, subscription.current_period_end) : ''
  const gateway = subscription ? gatewayName(subscription.gateway_key) : ''
  const devices = PRODUCT_FACTS.devicesPerSubscription
  const cancel = async (gateway: 'stripe' | 'aliumpay') => {
    setStep('pending')
    setError(undefined)
    const result = await cancelSubscriptionFn({ data: { gateway } }).catch(() => ({
      ok: false as const,
      error: { code: 'unavailable', status: 503 },
    }))
    if (result.ok) setAuth(await authStateFn())
    else setError(result.error.code)
    setStep('idle')
  }
  return (
    <section
      className={`cabinet-plan${premium ? ' cabinet-plan--premium' : ''}`}
      aria-labelledby="cabinet-plan-title"
    >
      <div className="cabinet-plan__head">
        <h2 id="cabinet-plan-title">
          <Trans>Subscription</Trans>
        </h2>
        {premium ? (
          <span className="badge badge--premium">
            <Trans>Premium</Trans>
          </span>
        ) : (
          <span className="badge">
            <Trans>Free plan</Trans>
          </span>
        )}
      </div>
      {premium && <DevicesLine />}
      {subscription && premium ? (
        <>
          <p>
            <Trans>
              Paid with {gateway}, <SourceLabel source={subscriptionSource(subscription.gateway_key)} />.
            </Trans>
          </p>
          <p className="cabinet-plan__date">
            {active ? <Trans>Renews on {until}.</Trans> : <Trans>Cancelled: Premium stays active until {until}.</Trans>}
          </p>
          <FormError code={error} />
          {!active && (
            <PageLink path="/order/" className="button">
              <Trans comment="Buy Premium again after cancelling: the new period starts when the current one ends">
                Renew Premium
              </Trans>
            </PageLink>
          )}
          {active &&
            (cancellableHere(subscription.gateway_key) ? (
              step === 'idle' ? (
                <button type="button" className="button button--ghost" onClick={() => setStep('confirm')}>
                  <Trans>Cancel subscription</Trans>
                </button>
              ) : (
                <div className="confirm-box" role="group" aria-labelledby="cancel-question">
                  <p id="cancel-question">
                    <Trans>Cancel the renewal? You keep Premium until {until} and are not charged again.</Trans>
                  </p>
                  <div className="confirm-box__actions">
                    <button
                      type="button"
                      className="button"
                      disabled={step === 'pending'}
                      onClick={() => cancel(subscription.gateway_key as 'stripe' | 'aliumpay')}
                    >
                      <Trans>Yes, cancel the renewal</Trans>
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => setStep('idle')}>
                      <Trans>Keep my subscription</Trans>
                    </button>
                  </div>
                </div>
              )
            ) : (
              <p>
                <StoreInstructions source={subscriptionSource(subscription.gateway_key)} />
              </p>
            ))}
        </>
      ) : (
        !premium && (
          <>
            {subscription && (
              <p className="cabinet-plan__date">
                <Trans>Your Premium ended on {until}.</Trans>
              </p>
            )}
            <p>
              <Plural
                value={devices}
                one="Premium unlocks every location for up to # device."
                other="Premium unlocks every location for up to # devices."
                comment="# is how many devices one Premium subscription covers, 10"
              />
            </p>
            <PageLink path="/order/" className="button">
              {subscription ? <Trans>Renew Premium</Trans> : <Trans>Get Premium</Trans>}
            </PageLink>
          </>
        )
      )}
    </section>
  )
}

function PaymentsSection({ auth }: { auth: AuthState }) {
  const locale = useLocale()
  return (
    <Section title={<Trans>Payments</Trans>}>
      {auth.payments.length === 0 ? (
        <p>
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {auth.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(locale, payment.paid_at)}</td>
                <td>{formatMoney(locale, payment.amount, payment.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  )
}

const ChangePasswordForm = v.object({ ...ChangePasswordSchema.entries, repeat: v.string() })

function PasswordSection({ email }: { email: string }) {
  const { t } = useLingui()
  const [done, setDone] = useState(false)
  const form = useForm(
    schemaCheck(ChangePasswordForm),
    { current_password: '', new_password: '', repeat: '' },
    async ({ current_password, new_password }) => {
      const result = await changePasswordFn({ data: { current_password, new_password } })
      setDone(result.ok)
      return result
    },
    (values) => ({ repeat: values.repeat !== values.new_password ? 'passwords_differ' : undefined }),
  )
  return (
    <Section title={<Trans>Change password</Trans>}>
      {done && (
        <FormNotice>
          <Trans>Your password is changed. Other devices have to log in again.</Trans>
        </FormNotice>
      )}
      <form method="post" onSubmit={form.onSubmit} noValidate className="form">
        <FormError code={form.formError} />
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" hidden readOnly value={email} />
        <TextField
          {...form.field('current_password')}
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...form.field('new_password')}
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={<PasswordMinHint />}
        />
        <TextField
          {...form.field('repeat')}
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={form.pending}>
          <Trans>Change password</Trans>
        </SubmitButton>
      </form>
    </Section>
  )
}

export function ProfilePage({ welcome }: { welcome: boolean }) {
  const auth = useAuth()
  const email = auth.email ?? ''
  return (
    <>
      <h1>
        <Trans>My account</Trans>
      </h1>
      {welcome && (
        <FormNotice>
          <Trans>Welcome to Planet VPN! We sent a confirmation link to {email}.</Trans>
        </FormNotice>
      )}
      <SubscriptionSection auth={auth} />
      <EmailSection auth={auth} />
      <PaymentsSection auth={auth} />
      <PasswordSection email={auth.email ?? ''} />
    </>
  )
}
