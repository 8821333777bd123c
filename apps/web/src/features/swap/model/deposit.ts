import type { SendTransaction } from '@outpoint/swap-client'
import { parseRecipient } from '@outpoint/wallet'
import type { DepositInstruction } from './history'
import { toBigInt } from './units'

export type Read<T> = { ok: true; value: T } | { ok: false; error: string }

/** The EVM transaction the wallet is asked to send for the deposit. */
export interface EvmDeposit {
  to: `0x${string}`
  value: bigint
  data: `0x${string}`
}

const refused = (what: string): { ok: false; error: string } => ({
  ok: false,
  error: `The swap service's deposit ${what}, so nothing was sent. Start the swap again, or contact the service.`,
})

function readValue(value: unknown): bigint | undefined {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  return toBigInt(value)
}

/**
 * The service's deposit transaction, checked before a wallet sees it: a real address, calldata that is
 * hex, and exactly the amount the user chose (a service asking for more is refused).
 */
export function readEvmDeposit(tx: SendTransaction | undefined, amount: bigint): Read<EvmDeposit> {
  const to = parseRecipient(typeof tx?.to === 'string' ? tx.to : '')
  if (!to.ok) return refused('has no valid recipient address')
  const value = readValue(tx?.value ?? '0')
  if (value === undefined) return refused('amount is unreadable')
  if (value !== amount) return refused(`asks for ${value} instead of the ${amount} you chose`)
  const data = tx?.data ?? '0x'
  if (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) {
    return refused('data is not hex')
  }
  return { ok: true, value: { to: to.address, value, data: data as `0x${string}` } }
}

/** The BTC payment the user must make: the service's address, amount (sats) and memo, checked. */
export function readBtcDeposit(
  tx: SendTransaction | undefined,
  amount: bigint,
  isAddress: (text: string) => boolean,
): Read<DepositInstruction> {
  const meta = tx?.meta
  const address = typeof meta?.recipient === 'string' ? meta.recipient : tx?.to
  if (typeof address !== 'string' || !isAddress(address)) {
    return refused('address is not a Bitcoin address')
  }
  const sats = readValue(meta?.amount ?? tx?.value)
  if (sats === undefined) return refused('amount is unreadable')
  if (sats !== amount) return refused(`asks for ${sats} sats instead of the ${amount} you chose`)
  const memo = typeof meta?.memo === 'string' ? meta.memo.slice(0, 200) : undefined
  return { ok: true, value: { address, amount: sats.toString(), ...(memo ? { memo } : {}) } }
}
