import type { ReactNode } from 'react'

/** One numbered step of the order form. */
export function OrderStep({ n, title, children }: { n: number; title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="order-step">
      <legend>
        <span className="order-step__number">{n}</span> {title}
      </legend>
      {children}
    </fieldset>
  )
}
