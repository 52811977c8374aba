import { Trans } from '@lingui/react/macro'

import { PageLink } from '../../components/links/PageLink'
import { refundWindowText } from '../../lib/facts/product-facts-text'
import { useLocale } from '../../lib/i18n/use-locale'
import { isPublished } from '../../lib/site/public-pages'

/** The refund window, stated once on the page, from the same fact as the refund policy (decision 018). */
export function RefundLine() {
  const locale = useLocale()
  const window = refundWindowText(locale)
  return (
    <p className="order-facts__refund">
      <Trans comment="On the order page. <0> wraps the refund window in bold; {window} is that length of time already written in this language, such as '30 days'">
        Changed your mind? Ask for a refund within <strong className="refund-window">{window}</strong> of your first
        purchase.
      </Trans>{' '}
      {isPublished('/refund/') && (
        <PageLink path="/refund/">
          <Trans>Refund policy</Trans>
        </PageLink>
      )}
    </p>
  )
}
