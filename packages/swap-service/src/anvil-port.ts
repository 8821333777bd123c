// The EVM side over anvil's JSON-RPC: deposits are found by scanning new blocks for transactions to the
// deposit account whose calldata carries a swap id; payouts and refunds are eth_sendTransaction from
// anvil's unlocked dev accounts (anvil signs them).
import { decodeSwapId } from './calldata.js'
import { quantity, rpc } from './json-rpc.js'
import type { Deposit, EvmPort, TxState } from './ports.js'

/** Dev account indexes: deposits (and refunds) and payouts. The wallet specs use the first ones. */
const depositIndex = 8
const liquidityIndex = 9
/** Kept back from the liquidity account's balance for the gas of its payouts: 0.01 ETH. */
const gasReserve = 10n ** 16n
/** At most this many blocks per round, so that a long backlog cannot stall the service. */
const blocksPerRound = 200

interface RpcTransaction {
  hash: string
  from: string
  to: string | null
  value: string
  input: string
}

/**
 * `scannedUpTo`: the last block a previous run scanned (its `scanned()`), so that deposits mined while the
 * service was down are found; without it the first scan starts at the tip.
 */
export function createAnvilPort(rpcUrl: string, scannedUpTo?: bigint): EvmPort {
  let accounts: Promise<string[]> | undefined
  let scanned: bigint | undefined = scannedUpTo
  const account = async (index: number): Promise<string> => {
    accounts ??= rpc(rpcUrl, 'eth_accounts').then((list) => {
      if (!Array.isArray(list) || list.length <= liquidityIndex) {
        throw new Error(`anvil at ${rpcUrl} lists fewer than ${liquidityIndex + 1} dev accounts`)
      }
      return list.map(String)
    })
    const found = (await accounts)[index]
    if (found === undefined) throw new Error(`no dev account ${index}`)
    return found
  }
  const txState = async (hash: string): Promise<TxState> => {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status?: string
    } | null
    if (!receipt) return 'pending'
    return receipt.status === '0x1' ? 'confirmed' : 'failed'
  }
  return {
    depositAccount: () => account(depositIndex),
    async liquidity() {
      const balance = BigInt(
        String(await rpc(rpcUrl, 'eth_getBalance', [await account(liquidityIndex), 'latest'])),
      )
      return balance > gasReserve ? balance - gasReserve : 0n
    },
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    async newDeposits() {
      const tip = BigInt(String(await rpc(rpcUrl, 'eth_blockNumber')))
      // A first run starts at the tip: the service was not taking orders before; a restarted one goes on
      // from where it stopped. A chain that went back (anvil reset or reverted to a snapshot) is scanned
      // again from its new tip.
      if (scanned === undefined || scanned > tip) scanned = tip
      const depositTo = (await account(depositIndex)).toLowerCase()
      const found: Array<Deposit & { swapId: number }> = []
      const last = tip - scanned > blocksPerRound ? scanned + BigInt(blocksPerRound) : tip
      for (let height = scanned + 1n; height <= last; height++) {
        const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', [quantity(height), true])) as {
          transactions?: RpcTransaction[]
        } | null
        for (const tx of block?.transactions ?? []) {
          const deposit = depositOf(tx, depositTo, true)
          if (deposit && (await txState(tx.hash)) === 'confirmed') found.push(deposit)
        }
        scanned = height
      }
      const pending = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['pending', true])) as {
        transactions?: RpcTransaction[]
      } | null
      for (const tx of pending?.transactions ?? []) {
        const deposit = depositOf(tx, depositTo, false)
        if (deposit && !found.some((seen) => seen.txHash === tx.hash)) found.push(deposit)
      }
      return found
    },
    async pay(to, wei, from) {
      const sender = await account(from === 'deposit' ? depositIndex : liquidityIndex)
      const hash = await rpc(rpcUrl, 'eth_sendTransaction', [
        { from: sender, to, value: quantity(wei) },
      ])
      if (typeof hash !== 'string') throw new Error('eth_sendTransaction answered no hash')
      return hash
    },
    txState,
    scanned: () => scanned,
  }
}

/** `tx` as a deposit when it goes to the deposit account with a swap id in its calldata. */
function depositOf(
  tx: RpcTransaction,
  depositTo: string,
  confirmed: boolean,
): (Deposit & { swapId: number }) | undefined {
  const swapId = decodeSwapId(tx.input)
  if (tx.to?.toLowerCase() !== depositTo || swapId === undefined) return undefined
  return { swapId, txHash: tx.hash, from: tx.from, amount: BigInt(tx.value), confirmed }
}
