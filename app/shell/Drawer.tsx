import { useEffect, type ReactNode } from 'react'

import { AccountLink } from './AccountLink'
import { LanguageButton } from './LanguageSwitcher'
import { DRAWER_ID, openSheet } from './sheet'
import { closeOnOutsideOrLink, SheetClose } from './sheet-close'

/**
 * The phone menu: a modal `<dialog>` that slides in from the inline end (the left in Arabic and
 * Persian) with the main navigation, the account link and the language button. The header mounts
 * it at the first press (its code loads after hydration) and keeps it.
 */
export default function Drawer(props: { open: boolean; onClose: () => void; title: string; navigation: ReactNode }) {
  useEffect(() => {
    if (props.open) openSheet(DRAWER_ID)
  }, [props.open])
  return (
    // The click closes on the backdrop and after a link; from the keyboard, Escape and the close button do.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      id={DRAWER_ID}
      className="sheet sheet--drawer"
      aria-label={props.title}
      onClose={props.onClose}
      onClick={closeOnOutsideOrLink}
    >
      <div className="sheet__inner">
        <div className="sheet__head">
          <span className="sheet__title">{props.title}</span>
          <SheetClose />
        </div>
        {props.navigation}
        <div className="sheet__tools">
          <AccountLink />
          <LanguageButton />
        </div>
      </div>
    </dialog>
  )
}
