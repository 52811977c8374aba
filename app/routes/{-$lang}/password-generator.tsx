import { createFileRoute } from '@tanstack/react-router'

import { InfoPage } from '../../features/pages/InfoPage'
import { infoPageRoute } from '../../features/pages/info-page-route'
import { PasswordGeneratorTool } from '../../features/tools/PasswordGeneratorTool'

export const Route = createFileRoute('/{-$lang}/password-generator')({
  ...infoPageRoute('password-generator'),
  component: function PasswordGeneratorPage() {
    return (
      <InfoPage page={Route.useLoaderData()}>
        <PasswordGeneratorTool />
      </InfoPage>
    )
  },
})
