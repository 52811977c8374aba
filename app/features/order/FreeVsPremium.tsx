import { Plural, Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { PRODUCT_FACTS } from '#contracts/product-facts.ts'

function Yes() {
  return (
    <>
      <svg
        className="compare__mark compare__mark--yes"
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M4 10.5l4 4 8-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">
        <Trans comment="In the Free-versus-Premium table: the plan has this">Included</Trans>
      </span>
    </>
  )
}

function No() {
  return (
    <>
      <svg
        className="compare__mark compare__mark--no"
        viewBox="0 0 20 20"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">
        <Trans comment="In the Free-versus-Premium table: the plan does not have this">Not included</Trans>
      </span>
    </>
  )
}

function Row({ name, free, premium }: { name: ReactNode; free: ReactNode; premium: ReactNode }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{free}</td>
      <td>{premium}</td>
    </tr>
  )
}

/**
 * What the free service has and what Premium adds, facts only (product-facts.md, the spec): free
 * locations without an account, every location and up to `devicesPerSubscription` devices with
 * Premium, which needs nothing but an e-mail address; the no-logs policy for both.
 */
export function FreeVsPremium() {
  const devices = PRODUCT_FACTS.devicesPerSubscription
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h2 id="compare-title">
        <Trans comment="Heading of the table on the order page that compares the free service with the paid Premium plan">
          Free and Premium
        </Trans>
      </h2>
      <table className="compare__table">
        <thead>
          <tr>
            <td />
            <th scope="col">
              <Trans comment="Column of the Free-versus-Premium table: the free service">Free</Trans>
            </th>
            <th scope="col">
              <Trans comment="Column of the Free-versus-Premium table: the paid plan">Premium</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          <Row name={<Trans>Free locations</Trans>} free={<Yes />} premium={<Yes />} />
          <Row
            name={
              <Trans comment="Row of the Free-versus-Premium table: use of all server locations, not only the free ones">
                Every location
              </Trans>
            }
            free={<No />}
            premium={<Yes />}
          />
          <Row name={<Trans>No-logs policy</Trans>} free={<Yes />} premium={<Yes />} />
          <Row
            name={
              <Plural
                value={devices}
                one="One subscription for up to # device"
                other="One subscription for up to # devices"
                comment="# is how many devices one Premium subscription covers, 10"
              />
            }
            free={<No />}
            premium={<Yes />}
          />
          <Row
            name={
              <Trans comment="Row of the Free-versus-Premium table: what someone must give to use it">
                What you need
              </Trans>
            }
            free={<Trans comment="Free-versus-Premium table: the free service needs no account">No account</Trans>}
            premium={
              <Trans comment="Free-versus-Premium table, row 'What you need': Premium needs only an e-mail address for its account">
                An e-mail address
              </Trans>
            }
          />
        </tbody>
      </table>
    </section>
  )
}
