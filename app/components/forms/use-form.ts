import { useRef, useState, type FormEvent } from 'react'
import type * as v from 'valibot'

import type { ApiFailure } from '../../lib/api/api-result'

export type Values = Record<string, string>
export type FieldErrors = Partial<Record<string, string>>

/** Field codes from valibot issues: the first issue per top-level field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/** A form's rules applied to what is in its fields: valibot's `safeParse` result. */
export type FormCheckResult<O> =
  { success: true; output: O } | { success: false; issues: readonly v.BaseIssue<unknown>[] }

/**
 * Checks the fields: `schemaCheck(schema)` (form-check.ts), or a function that loads its rules
 * first. A page whose form is not its only purpose (the contact page) loads valibot and the rules
 * when the form is first sent, not before the page hydrates.
 */
export type FormCheck<O> = (values: Values) => FormCheckResult<O> | Promise<FormCheckResult<O>>

/**
 * A form of uncontrolled fields checked with the same valibot schema as the API: errors per field (as codes), focus on
 * the first invalid field, a pending flag while the server works, and the server's own field or
 * form error when it answers one.
 */
export function useForm<O>(
  check: FormCheck<O>,
  initial: Values,
  submit: (input: O) => Promise<{ ok: true } | { ok: false; error: ApiFailure }>,
  extraCheck?: (values: Values) => FieldErrors,
) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  // A second submit while the schema loads or the server works is ignored (state lags a render).
  const busy = useRef(false)
  const focusFirst = (form: HTMLFormElement, found: FieldErrors) => {
    const first = Object.keys(initial).find((name) => found[name])
    const element = first ? form.elements.namedItem(first) : null
    if (element instanceof HTMLElement) element.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (busy.current) return
    busy.current = true
    setFormError(undefined)
    // Read what is in the fields: text typed (or filled in by a password manager) before the page
    // finished loading counts too.
    const data = new FormData(form)
    const values: Values = Object.fromEntries(Object.keys(initial).map((name) => [name, String(data.get(name) ?? '')]))
    try {
      const parsed = await check(values)
      const found = { ...(parsed.success ? {} : fieldErrors(parsed.issues)), ...extraCheck?.(values) }
      if (!parsed.success || Object.values(found).some(Boolean)) {
        setErrors(found)
        focusFirst(form, found)
        return
      }
      setErrors({})
      setPending(true)
      const result = await submit(parsed.output)
      if (!result.ok) {
        const serverFields = result.error.fields ?? {}
        if (Object.keys(serverFields).some((name) => name in initial)) {
          setErrors(serverFields)
          focusFirst(form, serverFields)
        } else {
          setFormError(result.error.code)
        }
      }
    } catch {
      setFormError('unavailable')
    } finally {
      busy.current = false
      setPending(false)
    }
  }

  const field = (name: string) => ({
    name,
    defaultValue: initial[name] ?? '',
    error: errors[name],
    onChange: () => {
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })

  return { onSubmit, field, pending, formError, setFormError }
}
