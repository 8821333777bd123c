// The swaps on disk, so that a restart of the service keeps them: a swap in flight holds someone's money.
// One small JSON file, rewritten whole at each change through a temporary file in the same folder
// (written, flushed to disk, then renamed over the old one), so that a crash leaves the old file or the
// new one, never half of one. The file is read back as untrusted input: anything of the wrong shape
// counts as corrupt, is moved aside and said in the log, and the service starts empty rather than not at
// all.
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { homedir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import type { TransferStatus } from '@outpoint/swap-client'
import { type ChainSlug, isChainSlug } from './assets.js'
import { describe } from './engine.js'
import type { Swap } from './swap.js'

/** What the service keeps across a restart. */
export interface StoredState {
  swaps: readonly Swap[]
  /** The last anvil block scanned for deposits: a restart scans on from it, missing none. */
  evmScanned?: bigint
}

export interface SwapStore {
  /** The stored state; empty when there is none yet or it could not be read (then moved aside). */
  load(): StoredState
  /** Replaces the stored state, atomically. Throws when the disk refuses. */
  save(state: StoredState): void
}

/** `$XDG_CACHE_HOME/outpoint/swaps.json`, else `~/.cache/outpoint/swaps.json`. */
export function defaultStorePath(env: NodeJS.ProcessEnv = process.env): string {
  const cache = env.XDG_CACHE_HOME?.trim() || join(homedir(), '.cache')
  return join(cache, 'outpoint', 'swaps.json')
}

const format = 1

export function createFileStore(path: string, log: (line: string) => void = () => {}): SwapStore {
  // What the file holds now, so that a round that changed nothing writes nothing.
  let written: string | undefined
  return {
    load() {
      let text: string
      try {
        text = readFileSync(path, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { swaps: [] }
        return setAside(path, `it cannot be read (${describe(error)})`, log)
      }
      try {
        const state = parseState(text)
        written = text
        return state
      } catch (error) {
        return setAside(path, describe(error), log)
      }
    },
    save(state) {
      const text = `${JSON.stringify(toJson(state), null, 1)}\n`
      if (text === written) return
      mkdirSync(dirname(path), { recursive: true })
      const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
      const fd = openSync(temporary, 'w', 0o600)
      try {
        writeFileSync(fd, text)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
      try {
        renameSync(temporary, path)
      } catch (error) {
        rmSync(temporary, { force: true })
        throw error
      }
      syncFolder(dirname(path))
      written = text
    },
  }
}

/** Flushes a folder's entries, so that a rename in it survives a power cut; best effort. */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch {
    // Some file systems refuse to sync a folder; the rename itself is still atomic.
  }
}

/** Moves an unusable store aside, keeping it for a person to look at, and starts empty. */
function setAside(path: string, why: string, log: (line: string) => void): StoredState {
  const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
  try {
    renameSync(path, aside)
    log(
      `the swap store ${path} is unusable: ${why}; moved it to ${aside} and started with no swaps.`,
    )
  } catch (error) {
    log(
      `the swap store ${path} is unusable: ${why}; it could not be moved aside either (${describe(error)}); started with no swaps, and the next change replaces it.`,
    )
  }
  return { swaps: [] }
}

type JsonSwap = Omit<Swap, 'amount' | 'payout' | 'depositAmount'> & {
  amount: string
  payout: string
  depositAmount?: string
}

function toJson(state: StoredState) {
  const swaps = state.swaps.map(
    ({ depositAmount, ...swap }): JsonSwap => ({
      ...swap,
      amount: swap.amount.toString(),
      payout: swap.payout.toString(),
      ...(depositAmount === undefined ? {} : { depositAmount: depositAmount.toString() }),
    }),
  )
  return {
    format,
    ...(state.evmScanned === undefined ? {} : { evmScanned: state.evmScanned.toString() }),
    swaps,
  }
}

const statuses = {
  Submitted: true,
  'Pending Source Chain': true,
  'Pending Destination Chain': true,
  Completed: true,
  'Refund Required': true,
  Refunded: true,
  'Failed Source Chain': true,
  'Failed Destination Chain': true,
  Fallback: true,
  'Not Sent': true,
  'Claim Required': true,
} as const satisfies Record<TransferStatus, true>

function isStatus(value: unknown): value is TransferStatus {
  return typeof value === 'string' && Object.hasOwn(statuses, value)
}

/** The stored state in `text`; throws naming the first field that is wrong. */
export function parseState(text: string): StoredState {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new Error(`it is not JSON (${describe(error)})`)
  }
  if (!isObject(json)) throw new Error('it is not a JSON object')
  if (json.format !== format) throw new Error(`format: expected ${format}`)
  if (!Array.isArray(json.swaps)) throw new Error('swaps: expected a list')
  const swaps = json.swaps.map((record: unknown, index) => readSwap(record, `swaps[${index}]`))
  const ids = new Set<number>()
  for (const [index, swap] of swaps.entries()) {
    if (ids.has(swap.id)) throw new Error(`swaps[${index}].id: ${swap.id} appears twice`)
    ids.add(swap.id)
  }
  const evmScanned = optional(json, 'evmScanned', '', amount)
  return { swaps, ...(evmScanned === undefined ? {} : { evmScanned }) }
}

function readSwap(record: unknown, at: string): Swap {
  if (!isObject(record)) throw new Error(`${at}: expected an object`)
  const field = <T>(name: string, read: (value: unknown, where: string) => T): T =>
    read(record[name], `${at}.${name}`)
  const maybe = <T>(name: string, read: (value: unknown, where: string) => T): T | undefined =>
    optional(record, name, at, read)
  const swap: Swap = {
    id: field('id', positiveInteger),
    status: field('status', status),
    from: field('from', chain),
    to: field('to', chain),
    amount: field('amount', amount),
    payout: field('payout', amount),
    fromUserAddress: field('fromUserAddress', text),
    toUserAddress: field('toUserAddress', text),
    attempts: field('attempts', count),
    createdAt: field('createdAt', count),
  }
  const optionals = {
    depositAddress: maybe('depositAddress', text),
    refundAddress: maybe('refundAddress', text),
    depositAmount: maybe('depositAmount', amount),
    fromChainTxHash: maybe('fromChainTxHash', text),
    toChainTxHash: maybe('toChainTxHash', text),
    refundChainTxHash: maybe('refundChainTxHash', text),
    sending: maybe('sending', flag),
    errorReason: maybe('errorReason', anyText),
    completedAt: maybe('completedAt', count),
  }
  for (const [name, value] of Object.entries(optionals)) {
    if (value !== undefined) Object.assign(swap, { [name]: value })
  }
  if (swap.from === swap.to) throw new Error(`${at}.to: the same chain as from (${swap.from})`)
  return swap
}

function optional<T>(
  record: Record<string, unknown>,
  name: string,
  at: string,
  read: (value: unknown, where: string) => T,
): T | undefined {
  const value = record[name]
  return value === undefined ? undefined : read(value, at ? `${at}.${name}` : name)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function positiveInteger(value: unknown, where: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  throw new Error(`${where}: expected a positive whole number`)
}

function count(value: unknown, where: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  throw new Error(`${where}: expected a non-negative whole number`)
}

function status(value: unknown, where: string): TransferStatus {
  if (isStatus(value)) return value
  throw new Error(`${where}: expected a transfer status such as "Submitted"`)
}

function chain(value: unknown, where: string): ChainSlug {
  if (typeof value === 'string' && isChainSlug(value)) return value
  throw new Error(`${where}: expected "bitcoin" or "anvil"`)
}

/** A whole amount in the smallest unit, stored as decimal digits (JSON numbers lose precision). */
function amount(value: unknown, where: string): bigint {
  if (typeof value === 'string' && /^\d{1,78}$/.test(value)) return BigInt(value)
  throw new Error(`${where}: expected a whole amount as decimal digits`)
}

/** An address or a hash: short, one line. */
function text(value: unknown, where: string): string {
  if (typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value)) return value
  throw new Error(`${where}: expected an address or hash (1-200 printable characters)`)
}

function anyText(value: unknown, where: string): string {
  if (typeof value === 'string' && value.length <= 2_000) return value
  throw new Error(`${where}: expected a text of at most 2000 characters`)
}

function flag(value: unknown, where: string): boolean {
  if (typeof value === 'boolean') return value
  throw new Error(`${where}: expected true or false`)
}
