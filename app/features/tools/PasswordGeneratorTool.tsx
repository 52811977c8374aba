import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState, useSyncExternalStore } from 'react'

import { formatNumber } from '../../lib/i18n/format'
import { useLocale } from '../../lib/i18n/use-locale'
import {
  CHARACTER_SETS,
  entropyBits,
  generatePassword,
  PASSWORD_LENGTH,
  strengthOf,
  type CharacterSet,
  type Strength,
} from './password-generator'

const noSubscription = () => () => {}
/** True after hydration: passwords are made in the browser only, never on the server. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

function StrengthMeter({ strength }: { strength: Strength }) {
  const { t } = useLingui()
  // One whole sentence per level (not a label spliced into "Strength: {label}"), so each language can
  // make the word for strength and the level agree.
  const labels: Record<Strength, string> = {
    weak: t({
      comment:
        'Password generator: how hard the new password is to guess, lowest of four levels (weak, fair, strong, very strong)',
      message: 'Strength: Weak',
    }),
    fair: t({
      comment:
        'Password generator: how hard the new password is to guess, second of four levels (weak, fair, strong, very strong)',
      message: 'Strength: Fair',
    }),
    strong: t({
      comment:
        'Password generator: how hard the new password is to guess, third of four levels (weak, fair, strong, very strong)',
      message: 'Strength: Strong',
    }),
    'very-strong': t({
      comment:
        'Password generator: how hard the new password is to guess, highest of four levels (weak, fair, strong, very strong)',
      message: 'Strength: Very strong',
    }),
  }
  return <p className={`strength strength--${strength}`}>{labels[strength]}</p>
}

/** Length and character sets, `crypto.getRandomValues` without modulo bias; nothing leaves the page. */
export function PasswordGeneratorTool() {
  const { t } = useLingui()
  const locale = useLocale()
  const inBrowser = useInBrowser()
  const [length, setLength] = useState<number>(PASSWORD_LENGTH.default)
  const [sets, setSets] = useState<CharacterSet[]>(['lowercase', 'uppercase', 'digits', 'symbols'])
  const [round, setRound] = useState(0)
  const [copied, setCopied] = useState(false)
  const password = useMemo(
    () => (inBrowser && round >= 0 ? generatePassword({ length, sets }) : ''),
    [inBrowser, length, sets, round],
  )
  const setNames: Record<CharacterSet, string> = {
    lowercase: t({
      message: 'Lowercase letters (a–z)',
      comment: 'Checkbox of the password generator: use small letters',
    }),
    uppercase: t({
      message: 'Capital letters (A–Z)',
      comment: 'Checkbox of the password generator: use capital letters',
    }),
    digits: t({
      message: 'Digits (2–9)',
      comment: 'Checkbox of the password generator: use digits; 0 and 1 are left out because they look like O and l',
    }),
    symbols: t({
      message: 'Symbols (!#$%…)',
      comment: 'Checkbox of the password generator: use punctuation and other symbols',
    }),
  }
  const toggle = (set: CharacterSet, on: boolean) => {
    const next = on ? [...sets, set] : sets.filter((s) => s !== set)
    if (next.length > 0) setSets(next)
    setCopied(false)
  }
  const copy = async () => {
    await navigator.clipboard.writeText(password)
    setCopied(true)
  }
  return (
    <section className="section tool" aria-labelledby="generator-title">
      <div className="container tool__panel">
        <h2 id="generator-title">
          <Trans>Your new password</Trans>
        </h2>
        <div className="field">
          <label htmlFor="generated-password" className="visually-hidden">
            <Trans comment="Screen-reader-only label of the box that shows the new password">Generated password</Trans>
          </label>
          {/* A text area, not an input: a long password wraps and stays whole in view on a phone. */}
          <textarea
            id="generated-password"
            className="tool__password"
            readOnly
            value={password}
            dir="ltr"
            rows={1}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
          />
        </div>
        {/* The strength follows from the settings alone, so the server shows it too: nothing moves at hydration. */}
        <StrengthMeter strength={strengthOf(entropyBits({ length, sets }))} />
        <div className="tool__actions">
          <button type="button" className="button" onClick={() => (setRound(round + 1), setCopied(false))}>
            <Trans comment="Button of the password generator: makes a new random password">Make another</Trans>
          </button>
          <button type="button" className="button button--ghost" onClick={() => void copy()} disabled={!password}>
            <Trans comment="Button of the password generator: copies the password to the clipboard">Copy</Trans>
          </button>
          <span role="status">
            {copied && (
              <Trans comment="Shown after the Copy button was pressed: the password is in the clipboard">Copied</Trans>
            )}
          </span>
        </div>
        <div className="field">
          <label htmlFor="password-length">
            <Trans>Length: {{ length: formatNumber(locale, length) }}</Trans>
          </label>
          <input
            id="password-length"
            type="range"
            min={PASSWORD_LENGTH.min}
            max={PASSWORD_LENGTH.max}
            value={length}
            onChange={(event) => (setLength(Number(event.target.value)), setCopied(false))}
          />
        </div>
        <fieldset className="tool__sets">
          <legend>
            <Trans comment="Heading of the password generator's checkboxes: which kinds of characters the password may contain">
              Characters to use
            </Trans>
          </legend>
          {(Object.keys(CHARACTER_SETS) as CharacterSet[]).map((set) => (
            <label key={set} className="checkbox">
              <input
                type="checkbox"
                checked={sets.includes(set)}
                disabled={sets.length === 1 && sets.includes(set)}
                onChange={(event) => toggle(set, event.target.checked)}
              />
              {setNames[set]}
            </label>
          ))}
        </fieldset>
        <p className="tool__note">
          <Trans>
            The password is made in your browser with its secure random generator. It is never sent anywhere.
          </Trans>
        </p>
      </div>
    </section>
  )
}
