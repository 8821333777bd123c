import { t } from '@lingui/core/macro'
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

/** A deposit the page will not send: `error` is the whole message, in the page's language. */
const refused = (error: string): { ok: false; error: string } => ({ ok: false, error })

const unreadableAmount = () =>
  t`The swap service's deposit amount is unreadable, so nothing was sent. Start the swap again, or contact the service.`

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
  if (!to.ok)
    return refused(
      t`The swap service's deposit has no valid recipient address, so nothing was sent. Start the swap again, or contact the service.`,
    )
  const value = readValue(tx?.value ?? '0')
  if (value === undefined) return refused(unreadableAmount())
  if (value !== amount) {
    const asked = value.toString()
    const chosen = amount.toString()
    return refused(
      t`The swap service's deposit asks for ${asked} instead of the ${chosen} you chose, so nothing was sent. Start the swap again, or contact the service.`,
    )
  }
  const data = tx?.data ?? '0x'
  if (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) {
    return refused(
      t`The swap service's deposit data is not hex, so nothing was sent. Start the swap again, or contact the service.`,
    )
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
    return refused(
      t`The swap service's deposit address is not a Bitcoin address, so nothing was sent. Start the swap again, or contact the service.`,
    )
  }
  const sats = readValue(meta?.amount ?? tx?.value)
  if (sats === undefined) return refused(unreadableAmount())
  if (sats !== amount) {
    const asked = sats.toString()
    const chosen = amount.toString()
    return refused(
      t`The swap service's deposit asks for ${asked} sats instead of the ${chosen} you chose, so nothing was sent. Start the swap again, or contact the service.`,
    )
  }
  const memo = typeof meta?.memo === 'string' ? meta.memo.slice(0, 200) : undefined
  return { ok: true, value: { address, amount: sats.toString(), ...(memo ? { memo } : {}) } }
}
