import { createFileRoute } from '@tanstack/react-router'

import { ContactFormWidget } from '../../features/contact/ContactForm'
import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/contact-us')({
  ...infoPageRoute('contact-us'),
  component: function ContactUsPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <ContactFormWidget />
      </InfoPage>
    )
  },
})
