/**
 * The numbers the forms' rules and their error sentences share. No imports (in particular no
 * valibot): a page can say "at least 12 characters" without loading the schemas, which the
 * browser loads only when a form is sent (app/components/forms/use-form.ts).
 */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

export const MESSAGE_MIN = 20
export const MESSAGE_MAX = 5000
