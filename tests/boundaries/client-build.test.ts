import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/**
 * The build refuses client code that reaches the account API or the HTTP host (Start's import
 * protection, configured in vite.config.ts): a copy of the project with one seeded import is built
 * and must fail, naming the denied file. The real build (npm run build) passing shows the rest.
 */
const ROOT = process.cwd()
const copies: string[] = []

function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundary-build-'))
  copies.push(dir)
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
    .toString()
    .split('\n')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    try {
      cpSync(join(ROOT, file), join(dir, file))
    } catch {
      // A file deleted in the work tree but still in the index: not part of the build.
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Adds `line` to a module every page's client bundle contains, then builds; returns the output. */
function buildWith(line: string): { status: number | null; output: string } {
  const dir = projectCopy()
  const target = join(dir, 'app/components/errors/NotFoundPage.tsx')
  writeFileSync(target, `${line}\nconsole.log(seeded)\n${readFileSync(target, 'utf8')}`)
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` }
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('client bundle boundary', () => {
  it.each([
    ["import { users as seeded } from '#api/db/schema.ts'", 'api/db/schema.ts'],
    ["import { bodyProblem as seeded } from '#host/site/request-limits.ts'", 'host/site/request-limits.ts'],
  ])('a client module importing %s fails the build', (line, denied) => {
    const { status, output } = buildWith(line)
    expect(status, output.slice(-2000)).not.toBe(0)
    expect(output).toMatch(/import-protection|Import denied/i)
    expect(output).toContain(denied)
  })
})
