import { useLingui } from '@lingui/react'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

import { errorMessage } from './error-messages'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string
  label: ReactNode
  /** Controlled use; forms built with `useForm` pass `defaultValue` instead. */
  value?: string
  error?: string
  hint?: ReactNode
  onChange: (value: string) => void
}

/** A labelled input whose error and hint are tied to it (`aria-describedby`, `aria-invalid`). */
export function TextField({ name, label, value, error, hint, onChange, ...input }: Props) {
  const { i18n } = useLingui()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {/* Hint and error above the field, as in the GOV.UK Design System: read before typing, and
          not hidden under a phone's keyboard. */}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {errorMessage(i18n, error)}
        </p>
      )}
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
