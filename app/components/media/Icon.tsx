import { ICON_SPRITE, type IconId } from './icon-ids'

/**
 * An icon from the sprite, drawn in the text colour (`currentColor`). Decorative: the words next
 * to it say what it means, so it is hidden from assistive technology. Costs no JavaScript beyond
 * the id; the sprite is one cached request for every icon of the site.
 */
export function Icon({ id, className }: { id: IconId; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${id}`} />
    </svg>
  )
}
