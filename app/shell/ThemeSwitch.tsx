import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'

import type { Theme } from '#contracts/cookies.ts'
import type { SiteInfo } from '../lib/site/site-info'
import { themeCookie } from '../lib/site/theme-cookie'
import { useSite } from '../lib/site/use-site'

/** Remembers the choice (cookie) and applies it to the page on screen. */
function applyTheme(site: SiteInfo, theme: Theme | undefined) {
  // The hydrated site facts too: a switch rendered again later starts from the new choice.
  site.theme = theme
  document.cookie = themeCookie(theme, site.config, site.variant)
  const root = document.documentElement
  if (theme) root.dataset.theme = theme
  else delete root.dataset.theme
}

/**
 * Light, dark or the system's theme. The server renders `<html data-theme>` from the cookie (no
 * flash on the next page load); here the choice applies at once, without a reload. Plain radio
 * buttons: arrow keys and the checked state come from the browser, no component state.
 */
export function ThemeSwitch() {
  const { t } = useLingui()
  const site = useSite()
  const fieldset = useRef<HTMLFieldSetElement>(null)
  // The footer's code arrives after the page's: a choice made before that changed the radio but
  // reached no handler. Whatever is checked when the switch hydrates is the visitor's choice.
  useEffect(() => {
    const checked = fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.value
    const chosen = checked === 'light' || checked === 'dark' ? checked : undefined
    if (checked && chosen !== site.theme) applyTheme(site, chosen)
  }, [site])
  const options: [Theme | undefined, string][] = [
    [undefined, t({ message: 'System', context: 'theme switch: follow the device setting' })],
    ['light', t({ message: 'Light', context: 'theme switch: light colours' })],
    ['dark', t({ message: 'Dark', context: 'theme switch: dark colours' })],
  ]
  return (
    <fieldset className="theme-switch" ref={fieldset}>
      <legend>{t({ message: 'Theme', context: 'label of the light/dark colour switch' })}</legend>
      {options.map(([theme, label]) => (
        <label key={theme ?? 'system'}>
          <input
            type="radio"
            name="theme"
            value={theme ?? 'system'}
            defaultChecked={site.theme === theme}
            onChange={() => applyTheme(site, theme)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  )
}
