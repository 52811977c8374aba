import { Trans, useLingui } from '@lingui/react/macro'

import type { PagePath } from '#app/pages.ts'
import { PageLink } from '../components/links/PageLink'

/** Home › … › the current page; the last item is the page itself (not a link). */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail?: readonly { path: PagePath; name: string }[]
  current: string
}) {
  const { t } = useLingui()
  return (
    <nav
      className="breadcrumbs container"
      aria-label={t({
        message: 'Breadcrumb',
        comment:
          'Screen-reader name of the trail of links (Home › Section › Page) that shows where the page sits on the site',
      })}
    >
      <ol>
        <li>
          {/* Exact, as the trail below: `/de/` would otherwise count as open on every German page. */}
          <PageLink path="/" activeOptions={{ exact: true }}>
            <Trans comment="First item of the breadcrumb trail at the top of a page: link to the home page">Home</Trans>
          </PageLink>
        </li>
        {trail?.map(({ path, name }) => (
          <li key={path}>
            {/* Exact: the trail's parent pages are not the open page (no `aria-current`, no "active" look). */}
            <PageLink path={path} activeOptions={{ exact: true }}>
              {name}
            </PageLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
