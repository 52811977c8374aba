import { Trans, useLingui } from '@lingui/react/macro'

import { TextField } from '../../components/forms/TextField'
import { formatNumber } from '../../lib/i18n/format'
import { useLocale } from '../../lib/i18n/use-locale'
import type { Promo } from './use-promo'

/**
 * The promo code field and the discount it gives. Not built on `useForm`: its field is controlled
 * (a code from the landing link is filled in after hydration) and the code is checked by the API,
 * not by a schema.
 */
export function PromoCodeForm({ code }: { code: Promo }) {
  const { t } = useLingui()
  const locale = useLocale()
  const appliedCode = code.applied?.code
  // Digits as the page writes them (Persian ones in fa); each translation places the % sign.
  const percentOff = code.applied && formatNumber(locale, code.applied.percentOff)

  return (
    <>
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
          label={t({ message: 'Promo code', comment: 'Label of the field for a discount code on the order page' })}
          value={code.input}
          error={code.error}
          autoComplete="off"
          onChange={code.setInput}
        />
        <button type="submit" className="button button--ghost" disabled={code.pending}>
          <Trans comment="Button beside the promo code field: checks the code and applies its discount">Apply</Trans>
        </button>
      </form>
      {code.applied && (
        <p role="status" className="promo__applied">
          <Trans comment="After a promo code was accepted; {appliedCode} is the code as typed, such as SPRING25; {percentOff} is the discount as a number, such as 25">
            Promo code {appliedCode}: {percentOff}% off.
          </Trans>
        </p>
      )}
    </>
  )
}
