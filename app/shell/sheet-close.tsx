import { useLingui } from '@lingui/react/macro'
import type { MouseEvent } from 'react'

const OPEN_SHEETS = 'dialog.sheet[open]'

/** Closes every open sheet (after a language was chosen, over the drawer). */
export function closeSheets(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(OPEN_SHEETS)) dialog.close()
}

/** A click on the backdrop (the dialog itself, outside its inner box) or on a link closes the sheet. */
export function closeOnOutsideOrLink(event: MouseEvent<HTMLDialogElement>): void {
  const target = event.target as Element
  if (target === event.currentTarget || target.closest('a')) event.currentTarget.close()
}

/** The close button: a `method="dialog"` form closes its dialog without any script. */
export function SheetClose() {
  const { t } = useLingui()
  return (
    <form method="dialog" className="sheet__close-form">
      <button type="submit" className="sheet__close">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 6 12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t({ message: 'Close', context: 'button that closes a notice' })}</span>
      </button>
    </form>
  )
}
