import { createFileRoute } from '@tanstack/react-router'

import { infoPageRoute } from '../../features/pages/info-page-route'
import { PasswordGeneratorTool } from '../../features/tools/PasswordGeneratorTool'

export const Route = createFileRoute('/{-$lang}/password-generator')(
  infoPageRoute('password-generator', { widget: PasswordGeneratorTool }),
)
