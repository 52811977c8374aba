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
            <Trans comment="Badge after the user's e-mail address on the account page: the address is confirmed">
              confirmed
            </Trans>
          </span>
        ) : (
          <span className="badge badge--warn">
            <Trans comment="Badge after the user's e-mail address on the account page: the address is not confirmed yet">
              not confirmed yet
            </Trans>
          </span>
        )}
      </p>
      {!confirmed &&
        (state === 'sent' ? (
          <FormNotice>
            <Trans comment="{email} is the account's e-mail address, such as anna@example.com">
              A new confirmation link is on its way to {email}.
            </Trans>
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
              <Trans comment="Button on the account page: e-mails a new link that confirms the account's e-mail address">
                Send the confirmation link again
              </Trans>
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
        <Trans comment="'it' is the Premium subscription; the menu path should use the words the store shows in this language">
          You bought it in the App Store: cancel it on your iPhone or iPad under Settings → your name → Subscriptions.
        </Trans>
      )
    case 'google-play':
      return (
        <Trans comment="'it' is the Premium subscription; the menu path should use the words the store shows in this language">
          You bought it on Google Play: cancel it in the Play Store app under Profile → Payments and subscriptions →
          Subscriptions.
        </Trans>
      )
    case 'huawei-appgallery':
      return (
        <Trans comment="'it' is the Premium subscription; the menu path should use the words the store shows in this language">
          You bought it in Huawei AppGallery: cancel it in AppGallery under Me → Subscriptions.
        </Trans>
      )
    case 'amazon-appstore':
      return (
        <Trans comment="'it' is the Premium subscription; the menu path should use the words the store shows in this language">
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
      return (
        <Trans comment="Completes 'Paid with {gateway}, …' on the account page: where the Premium subscription was bought">
          bought on this website
        </Trans>
      )
    case 'app-store':
      return (
        <Trans comment="Completes 'Paid with {gateway}, …' on the account page: where the Premium subscription was bought">
          bought in the iOS app
        </Trans>
      )
    case 'google-play':
      return (
        <Trans comment="Completes 'Paid with {gateway}, …' on the account page: where the Premium subscription was bought">
          bought in the Android app
        </Trans>
      )
    case 'huawei-appgallery':
      return (
        <Trans comment="Completes 'Paid with {gateway}, …' on the account page: where the Premium subscription was bought">
          bought in the Huawei app
        </Trans>
      )
    case 'amazon-appstore':
      return (
        <Trans comment="Completes 'Paid with {gateway}, …' on the account page: where the Premium subscription was bought">
          bought in the Amazon app
        </Trans>
      )
    default:
      return (
        <Trans comment="Completes 'Paid with {gateway}, …' on the account page: where the Premium subscription was bought">
          bought elsewhere
        </Trans>
      )
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
          <Trans comment="Heading of the box on the account page that shows the user's plan (free or Premium)">
            Subscription
          </Trans>
        </h2>
        {premium ? (
          <span className="badge badge--premium">
            <Trans comment="Badge on the account page: the account has the paid plan">Premium</Trans>
          </span>
        ) : (
          <span className="badge">
            <Trans comment="Badge on the account page: the account has no Premium, only the free service">
              Free plan
            </Trans>
          </span>
        )}
      </div>
      {premium && <DevicesLine />}
      {subscription && premium ? (
        <>
          <p>
            <Trans comment="{gateway} is the payment provider's brand name, such as Stripe or Play Market; <0/> is where it was bought, such as 'bought on this website'">
              Paid with {gateway}, <SourceLabel source={subscriptionSource(subscription.gateway_key)} />.
            </Trans>
          </p>
          <p className="cabinet-plan__date">
            {active ? (
              <Trans comment="{until} is the date the subscription renews and is charged again, such as 12 May 2026">
                Renews on {until}.
              </Trans>
            ) : (
              <Trans comment="{until} is the last day of the paid period, such as 12 May 2026">
                Cancelled: Premium stays active until {until}.
              </Trans>
            )}
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
                  <Trans comment="Button on the account page: asks to confirm before the automatic renewal is stopped">
                    Cancel subscription
                  </Trans>
                </button>
              ) : (
                <div className="confirm-box" role="group" aria-labelledby="cancel-question">
                  <p id="cancel-question">
                    <Trans comment="Question before cancelling; {until} is the last day of the paid period, such as 12 May 2026">
                      Cancel the renewal? You keep Premium until {until} and are not charged again.
                    </Trans>
                  </p>
                  <div className="confirm-box__actions">
                    <button
                      type="button"
                      className="button"
                      disabled={step === 'pending'}
                      onClick={() => cancel(subscription.gateway_key as 'stripe' | 'aliumpay')}
                    >
                      <Trans comment="Button answering 'Cancel the renewal?': stops the automatic renewal">
                        Yes, cancel the renewal
                      </Trans>
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => setStep('idle')}>
                      <Trans comment="Button answering 'Cancel the renewal?': cancels nothing, closes the question">
                        Keep my subscription
                      </Trans>
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
                <Trans comment="{until} is the date the Premium subscription ended, such as 12 May 2026">
                  Your Premium ended on {until}.
                </Trans>
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
    <Section
      title={<Trans comment="Heading of the list of the user's past payments on the account page">Payments</Trans>}
    >
      {auth.payments.length === 0 ? (
        <p>
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">
                <Trans comment="Column header of the payments table: the day of the payment">Date</Trans>
              </th>
              <th scope="col">
                <Trans comment="Column header of the payments table: the sum paid, with its currency">Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {auth.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(locale, payment.paid_at)}</td>
                <td>
                  <span className="money">{formatMoney(locale, payment.amount, payment.currency)}</span>
                </td>
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
    <Section
      title={
        <Trans comment="Heading of the password section of the account page; also its submit button">
          Change password
        </Trans>
      }
    >
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
          label={t({
            message: 'Current password',
            comment: 'Label of the field for the password used until now, in the change-password form',
          })}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...form.field('new_password')}
          label={t({
            message: 'New password',
            comment: 'Label of the field for the new password, in the change-password and reset forms',
          })}
          type="password"
          autoComplete="new-password"
          hint={<PasswordMinHint />}
        />
        <TextField
          {...form.field('repeat')}
          label={t({
            message: 'Repeat the new password',
            comment: 'Label of the field where the new password is typed a second time, to catch typing mistakes',
          })}
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
        <Trans comment="Heading and browser-tab title of the account page, and the header link to it">My account</Trans>
      </h1>
      {welcome && (
        <FormNotice>
          <Trans comment="After signing up; {email} is the new account's e-mail address, such as anna@example.com">
            Welcome to Planet VPN! We sent a confirmation link to {email}.
          </Trans>
        </FormNotice>
      )}
      <SubscriptionSection auth={auth} />
      <EmailSection auth={auth} />
      <PaymentsSection auth={auth} />
      <PasswordSection email={auth.email ?? ''} />
    </>
  )
}
