import { rpc, toHex } from './rpc'

type Hex = `0x${string}`

/** The fields of `eth_getTransactionByHash` a replacement copies. */
interface NodeTransaction {
  from: Hex
  to: Hex | null
  value: Hex
  input: Hex
  nonce: Hex
  gas: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
  blockNumber: Hex | null
}

/** What a replacement changes: nothing (a speed-up), or where it goes and what it carries. */
export interface Replacement {
  /** 'sender': back to the sender itself, as a cancel does. */
  to?: Hex | 'sender'
  value?: bigint
  data?: Hex
}

/** Stops anvil from mining each transaction as it comes, so that one can wait pending and be replaced. */
export async function holdTransactions(url: string): Promise<void> {
  await rpc(url, 'evm_setAutomine', [false])
}

/** Mines what is pending and goes back to mining each transaction at once. */
export async function releaseTransactions(url: string): Promise<void> {
  await rpc(url, 'evm_mine')
  await rpc(url, 'evm_setAutomine', [true])
}

/**
 * Does what a wallet's speed-up or cancel button does: sends a transaction with the pending one's sender
 * and nonce and higher fees (twice the old ones plus 1 gwei, well over the 10% a node asks for), so that
 * the node drops the pending one; then mines it. Answers the replacement's hash.
 */
export async function replacePending(url: string, hash: Hex, change: Replacement): Promise<Hex> {
  const pending = await rpc<NodeTransaction | null>(url, 'eth_getTransactionByHash', [hash])
  if (!pending) throw new Error(`the node does not know transaction ${hash}`)
  if (pending.blockNumber !== null) {
    throw new Error(`transaction ${hash} is already mined: hold transactions before sending it`)
  }
  const bump = (fee: Hex | undefined) => toHex(BigInt(fee ?? '0x0') * 2n + 1_000_000_000n)
  const fees =
    pending.maxFeePerGas === undefined
      ? { gasPrice: bump(pending.gasPrice) }
      : {
          maxFeePerGas: bump(pending.maxFeePerGas),
          maxPriorityFeePerGas: bump(pending.maxPriorityFeePerGas),
        }
  const replacement = await rpc<Hex>(url, 'eth_sendTransaction', [
    {
      from: pending.from,
      nonce: pending.nonce,
      gas: pending.gas,
      to: change.to === 'sender' ? pending.from : (change.to ?? pending.to),
      value: change.value === undefined ? pending.value : toHex(change.value),
      data: change.data ?? pending.input,
      ...fees,
    },
  ])
  await releaseTransactions(url)
  return replacement
}
