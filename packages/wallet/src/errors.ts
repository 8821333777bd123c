import {
  codeRules,
  type ErrorRule,
  kindPriority,
  nameRules,
  type WalletErrorKind,
} from './error-codes.js'

export type { WalletErrorKind } from './error-codes.js'

/** A wallet or RPC failure, told for a person (`message`) and for a developer (`detail`). */
export interface WalletErrorMessage {
  kind: WalletErrorKind
  /** One short sentence: what happened and what to do. */
  message: string
  /** The technical part: error names, codes, viem's short messages and details, one cause per line. */
  detail: string
  /** The EIP-1193 / JSON-RPC code that decided the kind, when there was one. */
  code?: number
}

const unknownRule: ErrorRule = {
  kind: 'unknown',
  message: 'Something went wrong with the wallet request. The details say more.',
}
const otherRpcRule: ErrorRule = {
  kind: 'rpc',
  message: 'The wallet or the network node returned an error.',
}

/** How far down a cause chain we look; real chains are 2-4 deep, and a cycle must not hang us. */
const maxDepth = 10
const maxLine = 300

/**
 * Describes any thrown value from wagmi, viem, the wallet or the RPC node. The whole cause chain is read
 * (viem's `cause`, and MetaMask Mobile's `data.originalError`), because the reason often sits below a
 * generic wrapper: wagmi reports a failed add-chain as a rejection wrapping the wallet's error, and an
 * unconfigured chain as a switch-chain error wrapping `ChainNotConfiguredError`.
 *
 * @example
 * describeWalletError(new UserRejectedRequestError(new Error('x')))
 * // { kind: 'rejected', message: 'You rejected the request in your wallet.', code: 4001, detail: '...' }
 */
export function describeWalletError(error: unknown): WalletErrorMessage {
  const links = causeChain(error)
  let best: { rule: ErrorRule; code: number | undefined } | undefined
  for (const link of links) {
    const match = classify(link)
    if (match && (!best || rank(match.rule.kind) < rank(best.rule.kind))) best = match
  }
  const { rule, code } = best ?? { rule: unknownRule, code: undefined }
  const detail = links.map(describeLink).join('\n')
  return code === undefined
    ? { kind: rule.kind, message: rule.message, detail }
    : { kind: rule.kind, message: rule.message, detail, code }
}

function rank(kind: WalletErrorKind): number {
  return kindPriority.indexOf(kind)
}

function causeChain(error: unknown): unknown[] {
  const links: unknown[] = []
  const seen = new Set<unknown>()
  let queue: unknown[] = [error]
  while (queue.length > 0 && links.length < maxDepth) {
    const next: unknown[] = []
    for (const link of queue) {
      if (seen.has(link) || links.length >= maxDepth) continue
      seen.add(link)
      links.push(link)
      if (isRecord(link)) {
        if (link.cause !== undefined && link.cause !== null) next.push(link.cause)
        const original = isRecord(link.data) ? link.data.originalError : undefined
        if (isRecord(original)) next.push(original)
      }
    }
    queue = next
  }
  return links
}

function classify(link: unknown): { rule: ErrorRule; code: number | undefined } | undefined {
  if (!isRecord(link)) return undefined
  const name = typeof link.name === 'string' ? link.name : undefined
  const code = typeof link.code === 'number' ? link.code : undefined
  const byCode = code === undefined ? undefined : codeRules.get(code)
  if (byCode) return { rule: byCode, code }
  const byName = name === undefined ? undefined : nameRules.get(name)
  if (byName) return { rule: byName, code }
  if (name === 'HttpRequestError') return { rule: httpRule(link.status), code: undefined }
  // An RPC error with a code outside the known tables (viem's UnknownRpcError, a node's own code).
  if (
    code !== undefined &&
    (name === undefined || /Rpc|Provider/.test(name) || !(link instanceof Error))
  ) {
    return { rule: otherRpcRule, code }
  }
  return undefined
}

function httpRule(status: unknown): ErrorRule {
  if (typeof status !== 'number') {
    return { kind: 'http', message: 'Could not reach the network node. Check your connection.' }
  }
  if (status === 429) {
    return {
      kind: 'http',
      message: 'The network node is busy (HTTP 429). Wait a moment and try again.',
    }
  }
  return {
    kind: 'http',
    message: `The network node answered with an error (HTTP ${status}). Try again later.`,
  }
}

function describeLink(link: unknown): string {
  if (!isRecord(link)) return clip(`Thrown value: ${safeString(link)}`)
  const name =
    typeof link.name === 'string' ? link.name : link instanceof Error ? 'Error' : 'Object'
  const code =
    typeof link.code === 'number' || typeof link.code === 'string' ? ` (code ${link.code})` : ''
  const text =
    typeof link.shortMessage === 'string'
      ? link.shortMessage
      : typeof link.message === 'string'
        ? firstLine(link.message)
        : ''
  const parts = [`${name}${code}: ${text}`]
  if (name === 'HttpRequestError') {
    if (typeof link.status === 'number') parts.push(`HTTP ${link.status}`)
    const host = hostOf(link.url)
    if (host) parts.push(`host ${host}`)
  }
  // viem keeps the innermost reason (often the node's own words) in `details`.
  const hasCause = link.cause !== undefined && link.cause !== null
  if (
    !hasCause &&
    typeof link.details === 'string' &&
    link.details !== '' &&
    link.details !== text
  ) {
    parts.push(`details: ${firstLine(link.details)}`)
  }
  return clip(parts.join('; '))
}

/** Only the host: RPC URLs often carry an API key in the path or query. */
function hostOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

function safeString(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'bigint') return `${value}n`
  return String(value)
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? ''
}

function clip(text: string): string {
  return text.length > maxLine ? `${text.slice(0, maxLine - 1)}…` : text
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
