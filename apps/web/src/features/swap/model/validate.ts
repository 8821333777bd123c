import { t } from '@lingui/core/macro'
import { parseRecipient } from '@outpoint/wallet'
import { networkLabels } from '../../../app/networks'
import { formatUnitsText } from '../../../format/units'
import { checkAddress } from '../../address/addressCheck'
import { parseTypedAmount } from '../../wallet/typedAmount'

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

export interface AmountRules {
  decimals: number
  symbol: string
  /** The sender's balance when known (the connected wallet's, for an EVM source). */
  balance?: bigint | undefined
  /** The smallest amount the swap takes, in the token's smallest unit. */
  minimum?: bigint | undefined
}

/** The amount in the token's smallest unit, or why it cannot be swapped. */
export function checkAmount(text: string, rules: AmountRules): Checked<bigint> {
  const { decimals, symbol, balance, minimum } = rules
  const parsed = parseTypedAmount(text, {
    decimals,
    symbol,
    ...(balance === undefined ? {} : { balance }),
  })
  if (!parsed.ok) return parsed
  if (minimum !== undefined && parsed.value < minimum) {
    const smallest = formatUnitsText(minimum, decimals)
    return { ok: false, error: t`The smallest amount this swap takes is ${smallest} ${symbol}.` }
  }
  return { ok: true, value: parsed.value }
}

/** The kinds of chain the page can pay out to. */
export type ReceiveChainType = 'bitcoin' | 'evm'

/**
 * The receiving address checked for its chain: a Bitcoin main-network address (the explorer's own
 * decoder), or an EVM address (checksummed when its case is mixed).
 */
export function checkReceiveAddress(text: string, type: ReceiveChainType): Checked<string> {
  const value = text.trim()
  if (type === 'evm') {
    const parsed = parseRecipient(value)
    return parsed.ok ? { ok: true, value: parsed.address } : { ok: false, error: parsed.error }
  }
  if (value === '') return { ok: false, error: t`Enter the Bitcoin address to receive the payout.` }
  const check = checkAddress(value, 'main')
  if (check.valid) return { ok: true, value }
  switch (check.reason) {
    case 'network': {
      const names = check.networks.map((n) => networkLabels[n])
      const networks = names.reduce((first, next) =>
        t({ message: `${first} or ${next}`, comment: 'network names: "Testnet4 or Signet"' }),
      )
      return {
        ok: false,
        error: t`This is a ${networks} address; the payout goes to a Bitcoin (main network) address.`,
      }
    }
    case 'checksum':
      return { ok: false, error: t`This address has a typo: its checksum does not match.` }
    default:
      return { ok: false, error: t`This is not a Bitcoin address.` }
  }
}
