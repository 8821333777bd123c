/** Where this browser keeps its swaps. */
export const historyKey = 'outpoint.swap.history'
const maxEntries = 50

/** What a BTC deposit must be: the service's instruction, kept so the status page can show it again. */
export interface DepositInstruction {
  address: string
  /** Satoshis, as a decimal string. */
  amount: string
  memo?: string
}

/** A swap started in this browser. Everything in it came from the form or the service, so it is text. */
export interface SwapRecord {
  id: string
  fromChain: string
  toChain: string
  fromSymbol: string
  toSymbol: string
  /** In the source token's smallest unit, as a decimal string. */
  amount: string
  fromDecimals: number
  receiveAddress: string
  time: number
  deposit?: DepositInstruction
  /** The deposit transaction the wallet sent (EVM source). */
  depositTx?: string
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const isText = (value: unknown): value is string => typeof value === 'string' && value.length < 500

function readDeposit(value: unknown): DepositInstruction | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { address, amount, memo } = value as Record<string, unknown>
  if (!isText(address) || !isText(amount)) return undefined
  return { address, amount, ...(isText(memo) ? { memo } : {}) }
}

function readRecord(value: unknown): SwapRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const texts = ['id', 'fromChain', 'toChain', 'fromSymbol', 'toSymbol', 'amount', 'receiveAddress']
  if (!texts.every((key) => isText(v[key]))) return undefined
  if (typeof v.time !== 'number' || !Number.isFinite(v.time)) return undefined
  if (!Number.isInteger(v.fromDecimals) || (v.fromDecimals as number) < 0) return undefined
  const deposit = readDeposit(v.deposit)
  return {
    id: v.id as string,
    fromChain: v.fromChain as string,
    toChain: v.toChain as string,
    fromSymbol: v.fromSymbol as string,
    toSymbol: v.toSymbol as string,
    amount: v.amount as string,
    fromDecimals: v.fromDecimals as number,
    receiveAddress: v.receiveAddress as string,
    time: v.time,
    ...(deposit ? { deposit } : {}),
    ...(isText(v.depositTx) ? { depositTx: v.depositTx } : {}),
  }
}

/** The swaps of this browser, newest first. Corrupt storage gives what can be read, never an exception. */
export function loadHistory(storage: StorageLike | undefined): SwapRecord[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(historyKey) ?? '[]')
    if (!Array.isArray(value)) return []
    return value.map(readRecord).filter((record) => record !== undefined)
  } catch {
    return []
  }
}

/** Adds a swap, or updates the one with its id, newest first (at most 50 kept). */
export function saveSwap(storage: StorageLike | undefined, record: SwapRecord): SwapRecord[] {
  const list = [record, ...loadHistory(storage).filter((r) => r.id !== record.id)]
    .sort((a, b) => b.time - a.time)
    .slice(0, maxEntries)
  try {
    storage?.setItem(historyKey, JSON.stringify(list))
  } catch {
    // Full or refused storage: the swap still goes on, only the history misses it.
  }
  return list
}

export function findSwap(storage: StorageLike | undefined, id: string): SwapRecord | undefined {
  return loadHistory(storage).find((record) => record.id === id)
}
