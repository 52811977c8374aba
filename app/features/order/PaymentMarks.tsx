import { Trans } from '@lingui/react/macro'

/**
 * Generic drawings of the two ways to pay on the website: a bank card (Stripe) and a coin
 * (Aliumpay, cryptocurrency). No card-scheme or coin brand logos: which schemes and coins the
 * gateways take is theirs to say. Decorative: the words next to them say the same.
 */
export function CardMark() {
  return (
    <svg className="pay-mark" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
      <rect x="1" y="2" width="30" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="1" y="7" width="30" height="4" fill="currentColor" />
      <rect x="5" y="15" width="8" height="3" rx="1" fill="currentColor" />
    </svg>
  )
}

export function CryptoMark() {
  return (
    <svg className="pay-mark" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
      <circle cx="16" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M13 7v10M15 6v2M15 16v2M13 8h4.5a2 2 0 0 1 0 4H13m0 0h5a2.5 2.5 0 0 1 0 5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The ways to pay, as marks with their names: under the plan cards. */
export function PaymentMethods() {
  return (
    <ul className="pay-methods">
      <li>
        <CardMark />
        <Trans comment="Under the plan cards: a way to pay, by bank card">Card</Trans>
      </li>
      <li>
        <CryptoMark />
        <Trans comment="Under the plan cards: a way to pay, with cryptocurrency">Cryptocurrency</Trans>
      </li>
    </ul>
  )
}
