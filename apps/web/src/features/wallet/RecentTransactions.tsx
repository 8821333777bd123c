import type { RecentTransaction } from '@outpoint/wallet'
import type { Chain } from 'viem'
import { formatUnits } from 'viem'
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
      <h3 className="wallet-heading">Recent transactions</h3>
      {transactions.length === 0 ? (
        <p className="muted">None sent from this account on this chain yet.</p>
      ) : null}
      <ul className="wallet-recent" data-testid="wallet-recent">
        {transactions.map((tx) => (
          <li key={tx.hash} data-status={tx.status}>
            {explorer ? (
              <a href={`${explorer}/tx/${tx.hash}`} target="_blank" rel="noreferrer noopener">
                <code>{shortAddress(tx.hash)}</code>
              </a>
            ) : (
              <code title={tx.hash}>{shortAddress(tx.hash)}</code>
            )}{' '}
            {amountText(tx.value, currency)} to <code title={tx.to}>{shortAddress(tx.to)}</code>:{' '}
            <strong>{tx.status}</strong>
            {tx.reason ? ` (${tx.reason})` : ''}
            <span className="muted"> {new Date(tx.time).toLocaleTimeString()}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function amountText(value: string, currency: { decimals: number; symbol: string }): string {
  try {
    return `${formatUnits(BigInt(value), currency.decimals)} ${currency.symbol}`
  } catch {
    return '?'
  }
}
