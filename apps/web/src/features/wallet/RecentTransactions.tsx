import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { RecentTransaction } from '@outpoint/wallet'
import type { Chain } from 'viem'
import { formatClock } from '../../format/time'
import { formatUnitsText } from '../../format/units'
import { replacementReasonText, txStatusText } from './txText'
import { shortAddress } from './WalletButton'

/** This session's transactions of the account on the current chain, newest first. */
export function RecentTransactions({
  transactions,
  chain,
}: {
  transactions: readonly RecentTransaction[]
  chain: Chain | undefined
}) {
  const explorer = chain?.blockExplorers?.default.url
  const currency = chain?.nativeCurrency ?? { decimals: 18, symbol: 'ETH' }
  return (
    <section className="wallet-section">
      <h3 className="wallet-heading">{t`Recent transactions`}</h3>
      {transactions.length === 0 ? (
        <p className="muted">{t`None sent from this account on this chain yet.`}</p>
      ) : null}
      <ul className="wallet-recent" data-testid="wallet-recent">
        {transactions.map((tx) => {
          const amount = amountText(tx.value, currency)
          const to = tx.to
          const recipient = shortAddress(to)
          const status = txStatusText(tx.status)
          return (
            <li key={tx.hash} data-status={tx.status}>
              {explorer ? (
                <a href={`${explorer}/tx/${tx.hash}`} target="_blank" rel="noreferrer noopener">
                  <code>{shortAddress(tx.hash)}</code>
                </a>
              ) : (
                <code title={tx.hash}>{shortAddress(tx.hash)}</code>
              )}{' '}
              <Trans comment="a sent transaction: its amount, recipient address and status">
                {amount} to <code title={to}>{recipient}</code>: <strong>{status}</strong>
              </Trans>
              {tx.reason ? ` (${replacementReasonText(tx.reason)})` : ''}
              <span className="muted"> {formatClock(Math.floor(tx.time / 1000), 'local')}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function amountText(value: string, currency: { decimals: number; symbol: string }): string {
  try {
    return `${formatUnitsText(BigInt(value), currency.decimals)} ${currency.symbol}`
  } catch {
    return '?'
  }
}
