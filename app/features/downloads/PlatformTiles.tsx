import { PageLink } from '../../components/links/PageLink'
import { Icon } from '../../components/media/Icon'
import { isPublished } from '../../lib/site/public-pages'
import { PLATFORM_TILES } from './platform-tiles'

/** Every platform as a tile with its mark, linking to its page (home page, download page). */
export function PlatformTiles() {
  return (
    <ul className="platform-tiles">
      {PLATFORM_TILES.map(({ id, name, page, icon }) =>
        isPublished(page) ? (
          <li key={id}>
            <PageLink path={page} className="platform-tile">
              <Icon id={icon} className="platform-tile__mark" />
              <span className="platform-tile__name">{name}</span>
            </PageLink>
          </li>
        ) : null,
      )}
    </ul>
  )
}
