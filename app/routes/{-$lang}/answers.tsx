import { createFileRoute } from '@tanstack/react-router'

import { AnswerSearch } from '../../features/answers/AnswerSearch'
import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'

export const Route = createFileRoute('/{-$lang}/answers')({
  ...infoPageRoute('answers'),
  component: function AnswersPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <AnswerSearch />
      </InfoPage>
    )
  },
})
