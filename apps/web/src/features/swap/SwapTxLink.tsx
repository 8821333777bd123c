import { Link } from 'react-router'
import { evmTxUrl } from './model/assets'

/**
 * A transaction of either chain: a Bitcoin txid opens the explorer's own page; an EVM hash opens the
 * chain's explorer when it has one, else it is shown as text. Anything else is shown as text.
 */
export function SwapTxLink(props: {
  hash: string
  explorerUrl?: string | undefined
  testId: string
}) {
  const { hash, explorerUrl, testId } = props
  if (/^[0-9a-f]{64}$/.test(hash)) {
    return (
      <Link to={`/tx/${hash}`} className="mono swap-hash" data-testid={testId}>
        {hash}
      </Link>
    )
  }
  const url = evmTxUrl(explorerUrl, hash)
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="mono swap-hash" data-testid={testId}>
      {hash}
    </a>
  ) : (
    <code className="swap-hash" data-testid={testId}>
      {hash}
    </code>
  )
}
