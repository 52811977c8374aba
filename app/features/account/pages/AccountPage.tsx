import type { ReactNode } from 'react'

/** The frame of the small account pages (log-in, sign-up, reset…): one column, one heading. */
export function AccountPage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="account-page container">
      <h1>{title}</h1>
      {intro && <p className="account-page__intro">{intro}</p>}
      {children}
    </section>
  )
}
