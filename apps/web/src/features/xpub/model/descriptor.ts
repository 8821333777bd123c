import type { HDKey } from '@scure/bip32'
import type { ScriptKind } from './address'
import { descriptorChecksum } from './checksum'
import { isKeyProblem, type KeyProblem, type KeyScript, readExtendedKey } from './extendedKey'

/** One extended key of a wallet and the paths below it of its chains (receive, then change if any). */
export interface KeySource {
  key: HDKey
  prefix: string
  test: boolean
  /** Non-hardened steps from the key to each chain; the address index comes after. */
  chains: number[][]
}

/** What a pasted key or descriptor describes: one script type over one or more keys. */
export interface WalletSpec {
  script: ScriptKind
  keys: KeySource[]
  /** Whether the text was a descriptor (else a bare extended key). */
  descriptor: boolean
}

export type SpecProblem =
  | { kind: 'empty' }
  | { kind: 'bad-char'; char: string }
  | { kind: 'checksum'; expected: string; found: string }
  | { kind: 'syntax'; at: string }
  | { kind: 'unknown-function'; name: string }
  | { kind: 'key'; index: number; problem: KeyProblem | { kind: 'not-extended'; text: string } }
  | { kind: 'hardened'; index: number; step: string }
  | { kind: 'bad-step'; index: number; step: string }
  | { kind: 'not-ranged'; index: number }
  | { kind: 'threshold'; threshold: string; keys: number }
  | { kind: 'mixed-networks' }

/** `name(inner)` split at its top-level commas, or undefined when the text is not one call. */
function call(text: string): { name: string; args: string[] } | undefined {
  const open = text.indexOf('(')
  if (open <= 0 || !text.endsWith(')')) return undefined
  const name = text.slice(0, open)
  const inner = text.slice(open + 1, -1)
  const args: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]
    if (ch === '(' || ch === '[' || ch === '<') depth += 1
    else if (ch === ')' || ch === ']' || ch === '>') depth -= 1
    if (depth < 0) return undefined
    if (ch === ',' && depth === 0) {
      args.push(inner.slice(start, i))
      start = i + 1
    }
  }
  if (depth !== 0) return undefined
  args.push(inner.slice(start))
  return { name, args }
}

const STEP = /^(\d+)(['h]?)$/

/** `[d34db33f/84'/0'/0']xpub…/<0;1>/*`: the origin is informational; the path after the key is read. */
function parseKey(text: string, index: number): KeySource | SpecProblem {
  const body = text.replace(/^\[[0-9a-fA-F]{8}(\/\d+['h]?)*\]/, '')
  if (body.startsWith('[')) return { kind: 'syntax', at: text }
  const [encoded = '', ...path] = body.split('/')
  const read = readExtendedKey(encoded)
  if (isKeyProblem(read)) {
    if (read.kind === 'not-base58' || read.kind === 'bad-length')
      return { kind: 'key', index, problem: { kind: 'not-extended', text: encoded } }
    return { kind: 'key', index, problem: read }
  }
  if (path.at(-1) !== '*') return { kind: 'not-ranged', index }
  const fixed = path.slice(0, -1)
  const steps: number[] = []
  let branches: number[] | undefined
  for (const [i, step] of fixed.entries()) {
    const multi = /^<(\d+);(\d+)>$/.exec(step)
    if (multi && i === fixed.length - 1) {
      branches = [Number(multi[1]), Number(multi[2])]
      continue
    }
    const m = STEP.exec(step)
    if (!m || Number(m[1]) >= 2 ** 31) return { kind: 'bad-step', index, step }
    if (m[2]) return { kind: 'hardened', index, step }
    steps.push(Number(m[1]))
  }
  let chains: number[][]
  if (branches) chains = branches.map((b) => [...steps, b])
  // `/0/*` is a receive chain: its change chain is `/1/*`, as wallets pair them.
  else if (steps.at(-1) === 0) chains = [steps, [...steps.slice(0, -1), 1]]
  else chains = [steps]
  return { key: read.key, prefix: read.prefix, test: read.test, chains }
}

function isProblem(value: KeySource | SpecProblem): value is SpecProblem {
  return 'kind' in value
}

function keysOf(args: readonly string[], first: number): KeySource[] | SpecProblem {
  const keys: KeySource[] = []
  for (const [i, arg] of args.entries()) {
    const key = parseKey(arg, first + i)
    if (isProblem(key)) return key
    keys.push(key)
  }
  if (new Set(keys.map((k) => k.test)).size > 1) return { kind: 'mixed-networks' }
  return keys
}

const SINGLE: Record<string, 'pkh' | 'wpkh' | 'tr'> = { pkh: 'pkh', wpkh: 'wpkh', tr: 'tr' }

function parseScript(text: string, wrap?: 'sh' | 'wsh' | 'sh-wsh'): WalletSpec | SpecProblem {
  const c = call(text)
  if (!c) return { kind: 'syntax', at: text }
  const single = SINGLE[c.name]
  if (single && !wrap) {
    if (c.args.length !== 1) return { kind: 'syntax', at: text }
    const keys = keysOf(c.args, 0)
    return 'kind' in keys ? keys : { script: { type: single }, keys, descriptor: true }
  }
  if (c.name === 'wpkh' && wrap === 'sh') {
    const keys = keysOf(c.args, 0)
    if ('kind' in keys) return keys
    return { script: { type: 'sh-wpkh' }, keys, descriptor: true }
  }
  if (c.name === 'sh' && !wrap) return parseScript(c.args.join(','), 'sh')
  if (c.name === 'wsh' && (!wrap || wrap === 'sh')) {
    return parseScript(c.args.join(','), wrap ? 'sh-wsh' : 'wsh')
  }
  if ((c.name === 'multi' || c.name === 'sortedmulti') && wrap) {
    const [k = '', ...rest] = c.args
    const threshold = Number(k)
    if (!/^\d+$/.test(k) || threshold < 1 || threshold > rest.length || rest.length > 15)
      return { kind: 'threshold', threshold: k, keys: rest.length }
    const keys = keysOf(rest, 0)
    if ('kind' in keys) return keys
    return {
      script: { type: 'multi', sorted: c.name === 'sortedmulti', threshold, wrap },
      keys,
      descriptor: true,
    }
  }
  return { kind: 'unknown-function', name: c.name }
}

/**
 * Reads what was pasted: an extended public key (xpub, ypub, zpub, tpub, upub, vpub; xpub and tpub read as
 * `keyScript`, as SLIP-132 gives them no script) or an output descriptor (pkh, wpkh, sh(wpkh), tr with one
 * key, multi/sortedmulti in sh, wsh or sh(wsh)), checked against its `#checksum` when one is given.
 */
export function readWalletSpec(
  pasted: string,
  keyScript: 'pkh' | 'wpkh' | 'sh-wpkh' | 'tr' = 'wpkh',
): WalletSpec | SpecProblem {
  const text = pasted.trim()
  if (!text) return { kind: 'empty' }
  if (!text.includes('(')) {
    const read = readExtendedKey(text)
    if (isKeyProblem(read)) return { kind: 'key', index: 0, problem: read }
    const script: KeyScript | 'tr' = read.script ?? keyScript
    return {
      script: { type: script },
      keys: [{ key: read.key, prefix: read.prefix, test: read.test, chains: [[0], [1]] }],
      descriptor: false,
    }
  }
  const hash = text.lastIndexOf('#')
  const body = hash >= 0 ? text.slice(0, hash) : text
  const sum = descriptorChecksum(body)
  if ('badChar' in sum) return { kind: 'bad-char', char: sum.badChar }
  if (hash >= 0) {
    const found = text.slice(hash + 1)
    if (found !== sum.checksum) return { kind: 'checksum', expected: sum.checksum, found }
  }
  return parseScript(body)
}

export function isSpecProblem(value: WalletSpec | SpecProblem): value is SpecProblem {
  return 'kind' in value
}
