import * as v from 'valibot'

import type { FormCheck, Values } from './use-form'

/** A form's check from a valibot schema (the same schema the API validates with). */
export function schemaCheck<S extends v.GenericSchema<Values, unknown>>(schema: S): FormCheck<v.InferOutput<S>> {
  return (values) => v.safeParse(schema, values)
}
