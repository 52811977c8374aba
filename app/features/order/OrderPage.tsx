import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'

import { EmailSchema, NewPasswordSchema, PASSWORD_MIN } from '#contracts/auth.ts'
import { CURRENCIES, type Currency } from '#contracts/currencies.ts'
import { FormError, SubmitButton } from '../../components/forms/FormAlert'
import { TextField } from '../../components/forms/TextField'
import { PageLink } from '../../components/links/PageLink'
import { isLoggedIn } from '../../lib/auth/auth-state'
import { formatMoney } from '../../lib/i18n/format'
import { isPublished } from '../../lib/site/public-pages'
import { useLocale } from '../../lib/i18n/use-locale'
import { loginFn, registerFn } from '../account/auth.functions'
import { useAuth, useSetAuth } from '../account/auth-hooks'
import { emailCheckFn, payFn, plansFn, promoCheckFn, type Plan } from './order.functions'
import { defaultCurrency, discounted, normalizePromo, PROMO_STORAGE_KEY } from './order-rules'
import { WithQueryClient } from '../../lib/query/WithQueryClient'

function PlanName({ days }: { days: number }) {
  if (days >= 365) return <Trans>1 year</Trans>
  if (days >= 28) return <Trans>1 month</Trans>
  return <Trans>{days} days</Trans>
}

function Step({ n, title, children }: { n: number; title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="order-step">
      <legend>
        <span className="order-step__number">{n}</span> {title}
      </legend>
      {children}
    </fieldset>
  )
}

/** Logs in or creates the account of a buyer who is not logged in (e-mail check first). */
function BuyerStep() {
  const { t } = useLingui()
  const locale = useLocale()
  const setAuth = useSetAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [registered, setRegistered] = useState<boolean>()
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({})
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    const checkedEmail = v.safeParse(EmailSchema, email)
    if (!checkedEmail.success) return setErrors({ email: checkedEmail.issues[0].message })
    setPending(true)
    try {
      if (registered === undefined) {
        const answer = await emailCheckFn({ data: { email: checkedEmail.output } })
        if (answer.ok) setRegistered(answer.registered)
        else setErrors({ form: answer.error.code })
        return
      }
      const checkedPassword = registered
        ? v.safeParse(v.pipe(v.string(), v.nonEmpty('password_required')), password)
        : v.safeParse(NewPasswordSchema, password)
      if (!checkedPassword.success) return setErrors({ password: checkedPassword.issues[0].message })
      const result = registered
        ? await loginFn({ data: { email: checkedEmail.output, password } })
        : await registerFn({ data: { email: checkedEmail.output, password, locale } })
      if (result.ok) setAuth(result.state)
      else
        setErrors(
          result.error.fields?.password ? { password: result.error.fields.password } : { form: result.error.code },
        )
    } catch {
      setErrors({ form: 'unavailable' })
    } finally {
      setPending(false)
    }
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="form">
      <FormError code={errors.form} />
      <TextField
        name="email"
        label={t`E-mail address`}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        hint={<Trans>Your subscription is tied to this address. We never ask for your name.</Trans>}
        onChange={(value) => {
          setEmail(value)
          setRegistered(undefined)
        }}
      />
      {registered !== undefined && (
        <TextField
          name="password"
          label={registered ? t`Password of your account` : t`Choose a password`}
          type="password"
          autoComplete={registered ? 'current-password' : 'new-password'}
          value={password}
          error={errors.password}
          hint={
            registered ? (
              <Trans>You already have an account: log in to continue.</Trans>
            ) : (
              <Trans>We create your account with this password (at least {PASSWORD_MIN} characters).</Trans>
            )
          }
          onChange={setPassword}
        />
      )}
      <SubmitButton pending={pending}>
        {registered === undefined ? (
          <Trans>Continue</Trans>
        ) : registered ? (
          <Trans>Log in and continue</Trans>
        ) : (
          <Trans>Create account and continue</Trans>
        )}
      </SubmitButton>
    </form>
  )
}

function usePromo(initial: string | undefined) {
  const [input, setInput] = useState('')
  const [applied, setApplied] = useState<{ code: string; percentOff: number }>()
  const [error, setError] = useState<string>()
  const [pending, setPending] = useState(false)

  const apply = async (raw: string) => {
    setInput(raw)
    const code = normalizePromo(raw)
    setError(undefined)
    if (!code) return setError(raw.trim() ? 'promo_invalid' : 'code_required')
    setPending(true)
    const result = await promoCheckFn({ data: { code } }).catch(() => undefined)
    setPending(false)
    if (!result) return setError('unavailable')
    if (!result.ok) {
      setApplied(undefined)
      return setError(result.error.code === 'not_found' ? 'promo_invalid' : result.error.code)
    }
    setApplied({ code: result.promo.code, percentOff: result.promo.percent_off })
    localStorage.setItem(PROMO_STORAGE_KEY, result.promo.code)
  }

  // A code from the landing link (or stored earlier) is filled in and checked once.
  useEffect(() => {
    const fromUrl = normalizePromo(initial)
    if (fromUrl) localStorage.setItem(PROMO_STORAGE_KEY, fromUrl)
    const code = fromUrl ?? normalizePromo(localStorage.getItem(PROMO_STORAGE_KEY))
    // Local storage exists only in the browser: the stored code is picked up after hydration.
    if (code) void Promise.resolve(code).then(apply)
  }, [initial])

  return { input, setInput, applied, error, pending, apply }
}

function OrderPageBody({ promo }: { promo?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const auth = useAuth()
  const currencyId = useId()
  const [currency, setCurrency] = useState<Currency>(defaultCurrency(locale))
  const plans = useQuery({ queryKey: ['plans', currency], queryFn: () => plansFn({ data: { currency } }) })
  const [planId, setPlanId] = useState<string>()
  const [gateway, setGateway] = useState<'stripe' | 'aliumpay'>('stripe')
  const [payError, setPayError] = useState<string>()
  const [paying, setPaying] = useState(false)
  const code = usePromo(promo)

  const list: Plan[] = plans.data?.ok ? plans.data.plans : []
  const selected = list.find((plan) => plan.id === planId) ?? list.find((plan) => plan.period_days >= 365) ?? list[0]
  const price = (plan: Plan) => discounted(plan.price.amount, code.applied?.percentOff ?? 0)
  const loggedIn = isLoggedIn(auth)
  const email = auth.email
  const appliedCode = code.applied?.code
  const percentOff = code.applied?.percentOff
  const total = selected ? formatMoney(locale, price(selected), selected.price.currency) : ''

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (!selected) return setPayError('plan_required')
    setPaying(true)
    setPayError(undefined)
    const result = await payFn({
      data: { order: { plan_id: selected.id, currency, promo_code: code.applied?.code }, gateway },
    }).catch(() => undefined)
    if (result?.ok) {
      localStorage.removeItem(PROMO_STORAGE_KEY)
      window.location.assign(result.redirectUrl)
      return
    }
    setPaying(false)
    setPayError(result ? result.error.code : 'unavailable')
  }

  return (
    <section className="order container">
      <h1>
        <Trans>Get Planet VPN Premium</Trans>
      </h1>
      <p className="order__lead">
        <Trans>Every location, more speed, up to 10 devices on one subscription. Cancel at any time.</Trans>
      </p>

      <Step n={1} title={<Trans>Choose your plan</Trans>}>
        <div className="field field--inline">
          <label htmlFor={currencyId}>
            <Trans>Currency</Trans>
          </label>
          <select id={currencyId} value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
            {CURRENCIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {plans.isPending && (
          <p role="status">
            <Trans>Loading prices…</Trans>
          </p>
        )}
        <FormError
          code={plans.isError ? 'unavailable' : plans.data && !plans.data.ok ? plans.data.error.code : undefined}
        />
        <div className="plans" role="radiogroup" aria-label={t`Plans`}>
          {list.map((plan) => (
            <label key={plan.id} className={`plan${selected?.id === plan.id ? ' plan--selected' : ''}`}>
              <input
                type="radio"
                name="plan"
                value={plan.id}
                checked={selected?.id === plan.id}
                onChange={() => setPlanId(plan.id)}
              />
              <span className="plan__name">
                <PlanName days={plan.period_days} />
              </span>
              <span className="plan__price">
                {code.applied && (
                  <del className="plan__old">{formatMoney(locale, plan.price.amount, plan.price.currency)}</del>
                )}{' '}
                <strong>{formatMoney(locale, price(plan), plan.price.currency)}</strong>
              </span>
            </label>
          ))}
        </div>
        <form
          method="post"
          className="promo form form--inline"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void code.apply(code.input)
          }}
        >
          <TextField
            name="promo"
            label={t`Promo code`}
            value={code.input}
            error={code.error}
            autoComplete="off"
            onChange={code.setInput}
          />
          <button type="submit" className="button button--ghost" disabled={code.pending}>
            <Trans>Apply</Trans>
          </button>
        </form>
        {code.applied && (
          <p role="status" className="promo__applied">
            <Trans>
              Promo code {appliedCode}: {percentOff}% off.
            </Trans>
          </p>
        )}
      </Step>

      <Step n={2} title={<Trans>Your account</Trans>}>
        {loggedIn ? (
          <p>
            <Trans>You are buying for {email}.</Trans>
          </p>
        ) : (
          <BuyerStep />
        )}
      </Step>

      <Step n={3} title={<Trans>Payment</Trans>}>
        {loggedIn ? (
          <form method="post" onSubmit={pay} noValidate className="form">
            <div className="gateways" role="radiogroup" aria-label={t`Payment method`}>
              <label className="gateway">
                <input
                  type="radio"
                  name="gateway"
                  checked={gateway === 'stripe'}
                  onChange={() => setGateway('stripe')}
                />
                <Trans>Card (Stripe)</Trans>
              </label>
              <label className="gateway">
                <input
                  type="radio"
                  name="gateway"
                  checked={gateway === 'aliumpay'}
                  onChange={() => setGateway('aliumpay')}
                />
                <Trans>Cryptocurrency (Aliumpay)</Trans>
              </label>
            </div>
            <FormError code={payError} />
            <SubmitButton pending={paying || !selected}>
              {selected ? <Trans>Pay {total}</Trans> : <Trans>Pay</Trans>}
            </SubmitButton>
            <p className="order__note">
              <Trans>
                You are taken to the payment provider and come back here. We never see or keep your card details.
              </Trans>{' '}
              {isPublished('/refund/') && (
                <PageLink path="/refund/">
                  <Trans>Refund policy</Trans>
                </PageLink>
              )}
            </p>
          </form>
        ) : (
          <p>
            <Trans>Enter your e-mail address above to continue.</Trans>
          </p>
        )}
      </Step>
    </section>
  )
}

/** Query (for the page's lists and polling) loads with this page's chunk: decision 011. */
export function OrderPage({ promo }: { promo?: string }) {
  return (
    <WithQueryClient>
      <OrderPageBody promo={promo} />
    </WithQueryClient>
  )
}
