import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The project's layers (eslint-rules/boundaries.js): a seeded import across a forbidden line fails
 * the lint, and the same import inside the allowed direction does not.
 */
const eslint = new ESLint()

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message)
}

describe('layer rules', () => {
  it.each([
    ['app/features/home/seeded.ts', "import { users } from '#api/db/schema.ts'", 'app may not import api'],
    ['app/features/home/seeded.ts', "import { users } from '../../../api/db/schema.ts'", 'app may not import api'],
    ['app/lib/seeded.ts', "import { createSiteServer } from '#host/site/site-server.ts'", 'app may not import host'],
    ['api/routes/seeded.ts', "import { serverConfig } from '#app/lib/site/config.server.ts'", 'api may not import app'],
    [
      'api/routes/seeded.ts',
      "import { isMissingStaticFile } from '../../host/site/static-miss.ts'",
      'api may not import host',
    ],
    ['contracts/seeded.ts', "import { ApiError } from '#api/http/errors.ts'", 'contracts may not import api'],
    [
      'app/lib/seeded.ts',
      "import { HomePage } from '../features/home/HomePage'",
      'app/lib may not import app/features',
    ],
    [
      'app/shell/seeded.tsx',
      "import { HomePage } from '#app/features/home/HomePage.tsx'",
      'app/shell may not import app/features',
    ],
  ])('%s: %s is refused', async (file, code, message) => {
    expect(await layerErrors(file, `${code}\nexport const seeded = 1\n`)).toEqual([expect.stringContaining(message)])
  })

  it.each([
    ['app/features/home/seeded.ts', "import { COOKIE } from '#contracts/cookies.ts'"],
    ['app/features/home/seeded.ts', "import { localizePath } from '../../lib/routing/locale-path'"],
    ['host/seeded.ts', "import { startApi } from '#api/start.ts'"],
    ['host/seeded.ts', "import { parseEnv } from '#app/lib/site/config.server.ts'"],
    ['api/routes/seeded.ts', "import { LoginSchema } from '#contracts/auth.ts'"],
    ['app/lib/seeded.ts', "import { sameSiteOnly } from './api/same-site.middleware'"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport const seeded = 1\n`)).toEqual([])
  })
})
