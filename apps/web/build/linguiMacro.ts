import { fileURLToPath } from 'node:url'
import { type types as BabelTypes, type PluginObj, transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { getConfig } from '@lingui/conf'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`, `msg` from `@lingui/*\/macro`) turned into its runtime
 * calls, by its Babel plugin, before React's transform: Vite 8 transforms with oxc and runs no Babel.
 * Only the modules that import a macro go through Babel.
 *
 * The English message stays beside each id (the macro drops it in production by default) and is
 * compiled here, at build time, into the form Lingui's runtime interpolates: English then needs no
 * catalogue and no message parser in the page, and each English text ships in the chunk that uses it,
 * as it did before translation. Other languages' catalogues are compiled the same way (@lingui/vite-plugin).
 */
export function linguiMacroPlugin(): Plugin {
  // The app's Lingui config, found from this file (tests run from the repository's root).
  const linguiConfig = getConfig({ cwd: fileURLToPath(new URL('..', import.meta.url)) })
  return {
    name: 'outpoint-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null
      if (!/from ['"]@lingui\/(core|react)\/macro['"]/.test(code)) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], compiledEnglish],
      })
      if (!result?.code) return null
      return result.map ? { code: result.code, map: result.map } : { code: result.code }
    },
  }
}

/** Replaces each macro's `message: "..."` (object or JSX attribute) by its compiled form. */
function compiledEnglish({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (text: string) => t.valueToNode(compileMessage(text))
  return {
    name: 'outpoint-compiled-english',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectProperty(path) {
              const { key, value } = path.node
              if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return
              const siblings = t.isObjectExpression(path.parent) ? path.parent.properties : []
              const hasId = siblings.some(
                (p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }),
              )
              if (hasId) path.node.value = compiled(value.value)
            },
            JSXAttribute(path) {
              const { name, value } = path.node
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return
              path.node.value = t.jsxExpressionContainer(compiled(value.value))
            },
          })
        },
      },
    },
  }
}
