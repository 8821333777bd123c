// The conformance suite's one mechanism: recorded or code-derived answers of the real service (one JSON
// file per route or message under samples/), the shape they share, and the wrong answers made from them.
// The client's tests feed every sample and every wrong answer through the client's own door; simnet's
// tests hold simnet's answers to the same shapes. See README.md beside this file.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const samplesDir = fileURLToPath(new URL('./samples/', import.meta.url))

/** One route or websocket message of the real service, with answers of the shapes it really sends. */
export interface SampleFile {
  /** Path under samples/, for test names. */
  file: string
  /** `GET /api/v1/...` or `ws <message key>`. */
  route: string
  /** Where the real service builds this answer: repository, file and function. */
  source: string[]
  notes?: string
  /** How the client gets it: an action of the client with its parameters, or a websocket message key. */
  client?:
    | { action: string; network?: string; params?: Record<string, unknown> }
    | { message: string }
  /** The path simnet serves it at, `{place}` filled from simnet's own data (see simnet's conformance test). */
  simnet?: string
  /** Paths whose object keys are data (asset ids, addresses): `chain_stats`, `[].assets`, `*` for any key. */
  maps?: string[]
  /** Paths the client passes on without checking (no consumer reads them), so no wrong answer is made there. */
  unchecked?: string[]
  /** The answers. Together they show every shape the real code can send: `null`s, absent fields, strings. */
  samples: unknown[]
}

export function loadSamples(dir = samplesDir): SampleFile[] {
  const files: SampleFile[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.json')) {
        const parsed = JSON.parse(readFileSync(path, 'utf8')) as Omit<SampleFile, 'file'>
        files.push({ ...parsed, file: relative(dir, path) })
      }
    }
  }
  walk(dir)
  return files
}

type Kind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'
const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as Kind)

/** What the real service sends at one path: the kinds seen, and for objects and arrays, what is inside. */
export interface Shape {
  kinds: Set<Kind>
  /** Object fields, with whether every object seen there had the field. */
  fields: Map<string, { shape: Shape; required: boolean }>
  /** The values of a map (keys are data), or the items of an array. */
  items?: Shape
  map: boolean
  /** How many objects were seen here (a field first seen after the first one is not required). */
  objects: number
}

const emptyShape = (map = false): Shape => ({
  kinds: new Set(),
  fields: new Map(),
  map,
  objects: 0,
})

/** The path notation of `maps` and `unchecked`: `a.b`, `a[].b`, `a.*.b` (a map's values). */
const join2 = (path: string, step: string) =>
  step === '[]' ? `${path}[]` : path ? `${path}.${step}` : step

/** The shape shared by all samples of a file. */
export function shapeOf(file: Pick<SampleFile, 'samples' | 'maps'>): Shape {
  const maps = new Set(file.maps ?? [])
  const root = emptyShape(maps.has(''))
  const add = (shape: Shape, value: unknown, path: string) => {
    const kind = kindOf(value)
    shape.kinds.add(kind)
    if (kind === 'array') {
      shape.items ??= emptyShape(maps.has(join2(path, '[]')))
      for (const item of value as unknown[]) add(shape.items, item, join2(path, '[]'))
    } else if (kind === 'object' && shape.map) {
      shape.items ??= emptyShape(maps.has(join2(path, '*')))
      for (const item of Object.values(value as object)) add(shape.items, item, join2(path, '*'))
    } else if (kind === 'object') {
      const record = value as Record<string, unknown>
      // A field is required when every object seen at this path had it.
      for (const [key, field] of shape.fields) if (!(key in record)) field.required = false
      for (const [key, item] of Object.entries(record)) {
        let field = shape.fields.get(key)
        if (!field) {
          field = { shape: emptyShape(maps.has(join2(path, key))), required: !shape.objects }
          shape.fields.set(key, field)
        }
        add(field.shape, item, join2(path, key))
      }
      shape.objects++
    }
  }
  for (const sample of file.samples) add(root, sample, '')
  return root
}

/** How `value` differs from what the real service sends: each problem names its path. Empty when it conforms. */
export function conforms(value: unknown, shape: Shape, path = ''): string[] {
  const kind = kindOf(value)
  const at = path || '(answer)'
  if (!shape.kinds.has(kind)) {
    return [`${at}: ${kind}, the real service sends ${[...shape.kinds].join(' or ')}`]
  }
  const problems: string[] = []
  if (kind === 'array' && shape.items) {
    ;(value as unknown[]).forEach((item, i) => {
      problems.push(...conforms(item, shape.items as Shape, `${path}[${i}]`))
    })
  } else if (kind === 'object' && shape.map && shape.items) {
    for (const [key, item] of Object.entries(value as object)) {
      problems.push(...conforms(item, shape.items, join2(path, key)))
    }
  } else if (kind === 'object') {
    const record = value as Record<string, unknown>
    for (const [key, field] of shape.fields) {
      if (field.required && !(key in record)) problems.push(`${join2(path, key)}: missing`)
    }
    for (const [key, item] of Object.entries(record)) {
      const field = shape.fields.get(key)
      if (!field) problems.push(`${join2(path, key)}: not in the real service's answer`)
      else problems.push(...conforms(item, field.shape, join2(path, key)))
    }
  }
  return problems
}

/** A wrong answer made from a real one: one field of the wrong kind, or a required field left out. */
export interface WrongAnswer {
  /** Where it is wrong, in the client's error notation (`vin[0].prevout.value`). */
  path: string
  what: string
  answer: unknown
}

/** A value of a kind the real service never sends at a path. */
function wrongValue(kinds: Set<Kind>): unknown {
  if (!kinds.has('object')) return { wrong: true }
  if (!kinds.has('string')) return 'wrong'
  return [true]
}

const clone = <T>(value: T): T => structuredClone(value)

/**
 * Every wrong answer of one sample: each field (leaf or not) in turn given a kind the real service never
 * sends there, and each field present in every sample left out. Paths under `unchecked` are skipped.
 */
export function wrongAnswers(file: SampleFile, sampleIndex = 0): WrongAnswer[] {
  const shape = shapeOf(file)
  const skip = (notation: string) =>
    (file.unchecked ?? []).some(
      (u) => notation === u || notation.startsWith(`${u}.`) || notation.startsWith(`${u}[`),
    )
  const out: WrongAnswer[] = []
  const sample = file.samples[sampleIndex]
  const walk = (
    value: unknown,
    s: Shape,
    path: string,
    notation: string,
    get: (root: unknown) => unknown,
  ) => {
    // The item of an array or map: only the first, which is enough to show the check looks inside.
    if (Array.isArray(value) && s.items && value.length > 0) {
      const step = (root: unknown) => get(root) as unknown[]
      walk(value[0], s.items, `${path}[0]`, join2(notation, '[]'), (root) => step(root)[0])
      return
    }
    if (kindOf(value) !== 'object') return
    const record = value as Record<string, unknown>
    if (s.map) {
      const key = Object.keys(record)[0]
      if (key !== undefined && s.items) {
        const step = (root: unknown) => get(root) as Record<string, unknown>
        walk(
          record[key],
          s.items,
          join2(path, key),
          join2(notation, '*'),
          (root) => step(root)[key],
        )
      }
      return
    }
    for (const [key, field] of s.fields) {
      const fieldPath = join2(path, key)
      const fieldNotation = join2(notation, key)
      if (skip(fieldNotation)) continue
      const parent = (root: unknown) => get(root) as Record<string, unknown>
      if (key in record) {
        const answer = clone(sample)
        parent(answer)[key] = wrongValue(field.shape.kinds)
        out.push({ path: fieldPath, what: `${fieldPath} of a wrong kind`, answer })
        walk(record[key], field.shape, fieldPath, fieldNotation, (root) => parent(root)[key])
      }
      if (field.required && key in record) {
        const answer = clone(sample)
        delete parent(answer)[key]
        out.push({ path: fieldPath, what: `${fieldPath} left out`, answer })
      }
    }
  }
  walk(sample, shape, '', '', (root) => root)
  return out
}
