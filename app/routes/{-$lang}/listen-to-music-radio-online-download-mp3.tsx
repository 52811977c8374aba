import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/listen-to-music-radio-online-download-mp3')({
  ...infoPageRoute('listen-to-music-radio-online-download-mp3'),
  component: function ListenToMusicRadioOnlineDownloadMp3Page() {
    return <InfoPage page={Route.useLoaderData()} />
  },
})
