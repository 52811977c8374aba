/**
 * Sheets (the menu drawer, the language sheet) are native modal `<dialog>`s: the browser keeps
 * focus inside, closes them on Escape and gives focus back to the element that opened them; CSS
 * locks the page's scrolling behind (shell.css). Opening is all the start code needs; closing
 * (sheet-close.tsx) belongs to the sheets, whose code loads after hydration.
 */
/** The phone menu's sheet (Drawer.tsx); the header's menu button controls it. */
export const DRAWER_ID = 'site-drawer'

export function openSheet(id: string): void {
  const dialog = document.getElementById(id)
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
}
