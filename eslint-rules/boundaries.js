// The project's layers, enforced on every import: which top-level part may use which.
// `#name/…` imports name their part; relative imports are resolved against the importing file.
import { dirname, relative, resolve } from 'node:path'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')

/** [importing part, imported part, why]; a part is a folder of the project (`app/lib`, `api`). */
export const FORBIDDEN = [
  ['app', 'api', 'the site talks to the account API over HTTP (app/lib/api), never by importing it'],
  ['app', 'host', 'the HTTP host runs the app, not the other way round'],
  ['api', 'app', 'the account API stands alone (it also runs without the site)'],
  ['api', 'host', 'the account API stands alone (it also runs without the site)'],
  ['contracts', 'app', 'contracts are shared by every part and depend on none'],
  ['contracts', 'api', 'contracts are shared by every part and depend on none'],
  ['contracts', 'host', 'contracts are shared by every part and depend on none'],
  ['app/lib', 'app/features', 'lib is below features: move the shared code into lib'],
  ['app/shell', 'app/features', 'the layout is below features: pass what it needs in'],
]

const within = (path, part) => path === part || path.startsWith(`${part}/`)

/** The project-relative path an import names, or undefined for packages and node: built-ins. */
function importedPath(specifier, filename) {
  const alias = /^#(app|api|host|contracts)\/(.*)$/.exec(specifier)
  if (alias) return `${alias[1]}/${alias[2]}`
  if (specifier.startsWith('.')) return relative(ROOT, resolve(dirname(filename), specifier))
  return undefined
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: { type: 'problem', docs: { description: 'layers of the project (docs/conventions.md)' }, schema: [] },
  create(context) {
    const from = relative(ROOT, context.filename)
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const to = importedPath(specifier, context.filename)
      if (!to) return
      for (const [importer, imported, why] of FORBIDDEN) {
        if (within(from, importer) && within(to, imported) && !within(from, imported)) {
          context.report({ node: node.source, message: `${importer} may not import ${imported}: ${why}.` })
        }
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { layers: rule } }
