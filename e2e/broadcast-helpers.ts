import type { Network, Simnet } from './fixtures'

/** BIP 173's test address of each network: simnet's `/_simnet/tx` pays it, the specs spend it. */
export const payee: Partial<Record<Network, string>> = {
  main: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  testnet: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
}

export interface Outpoint {
  txid: string
  vout: number
  value: number
}

/** A fresh confirmed output of `amount` sats: simnet's users pay the network's test address. */
export async function fundedOutpoint(
  simnet: Simnet,
  network: Network,
  amount = 100_000,
): Promise<Outpoint> {
  const address = payee[network]
  if (!address) throw new Error(`no test address for ${network}`)
  // A high rate puts the payment first in the next block, which confirms it: the simulation bumps
  // recent mempool payments now and then, and a bumped payment's outputs would vanish under the spec.
  const txid = await simnet.tx(network, { address, amount, feeRate: 1_000 })
  type Payment = {
    vout: { value: number; scriptpubkey_address?: string }[]
    status: { confirmed: boolean }
  }
  let tx: Payment | undefined
  // A block takes about what arrived since the last one, so a payment that came just after may wait one.
  for (let blocks = 0; blocks < 3 && !tx?.status.confirmed; blocks++) {
    await simnet.mine(network, 1)
    tx = await simnet.api<Payment>(network, `/tx/${txid}`)
  }
  if (!tx?.status.confirmed) throw new Error(`simnet's payment ${txid} was not mined in 3 blocks`)
  const vout = tx.vout.findIndex((out) => out.scriptpubkey_address === address)
  if (vout < 0) throw new Error(`simnet's payment ${txid} does not pay ${address}`)
  return { txid, vout, value: tx.vout[vout]?.value ?? 0 }
}

const le = (value: number, size: number) => {
  let hex = ''
  for (let i = 0; i < size; i++) {
    hex += (Math.floor(value / 256 ** i) % 256).toString(16).padStart(2, '0')
  }
  return hex
}

/**
 * A legacy transaction spending `from` to one P2WPKH output of `from.value - fee`. Its scriptSig is empty:
 * simnet checks policy and inputs as bitcoind does but verifies no scripts (see its README).
 */
export function spendHex(from: Outpoint, fee: number, payTo = '11'.repeat(20)): string {
  const prev = from.txid.match(/../g)?.reverse().join('') ?? ''
  return [
    le(2, 4),
    '01',
    prev,
    le(from.vout, 4),
    '00',
    le(0xfffffffd, 4),
    '01',
    le(from.value - fee, 8),
    `160014${payTo}`,
    le(0, 4),
  ].join('')
}
