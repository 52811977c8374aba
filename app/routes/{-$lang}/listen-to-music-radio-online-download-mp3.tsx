import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/listen-to-music-radio-online-download-mp3')(
  infoPageRoute('listen-to-music-radio-online-download-mp3'),
)
