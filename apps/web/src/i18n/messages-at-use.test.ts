import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from '@babel/parser'
import { expect, it } from 'vitest'

const src = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
const functions = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
])
const macros = new Set(['t', 'plural', 'select', 'selectOrdinal'])

/** Whether `node` calls a translating macro: t`...`, t({...}), plural(...). */
function translates(node: Node): boolean {
  const callee = node.type === 'TaggedTemplateExpression' ? node.tag : node.callee
  return (
    (node.type === 'TaggedTemplateExpression' || node.type === 'CallExpression') &&
    isNode(callee) &&
    callee.type === 'Identifier' &&
    macros.has(String(callee.name))
  )
}

/** The lines where `node` translates outside any function: when its module loads. */
function atLoad(node: Node, found: number[] = []): number[] {
  if (functions.has(node.type)) return found
  if (translates(node)) found.push(node.loc?.start.line ?? 0)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) atLoad(child, found)
  }
  return found
}

it("translates every message when it is shown, never when its module loads (the page's language is set after)", () => {
  const files = sourceFiles(src).filter((path) => readFileSync(path, 'utf8').includes('/macro'))
  expect(files.length).toBeGreaterThan(100)
  const strays = files.flatMap((path) => {
    const ast = parse(readFileSync(path, 'utf8'), {
      sourceType: 'module',
      plugins: ['typescript', 'jsx'],
    })
    return atLoad(ast.program as unknown as Node).map((line) => `${relative(src, path)}:${line}`)
  })
  expect(strays).toEqual([])
})
