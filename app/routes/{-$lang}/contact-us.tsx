import { createFileRoute } from '@tanstack/react-router'

import { ContactFormWidget } from '../../features/contact/ContactForm'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/contact-us')(infoPageRoute('contact-us', { widget: ContactFormWidget }))
