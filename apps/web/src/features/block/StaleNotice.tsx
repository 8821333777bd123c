import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { BlockExtended, BlockStatus } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** A block off the best chain: what happened, and a link to the block that now holds its height. */
export function StaleNotice(props: {
  block: BlockExtended
  status: BlockStatus | null | undefined
}) {
  const network = useNetwork()
  const { block, status } = props
  const stale = block.stale === true || status?.in_best_chain === false
  if (!stale) return null
  const height = block.height
  const canonical = block.canonical
  return (
    <div className="block-stale" role="status" data-testid="block-stale">
      <strong>{t`Stale block.`}</strong>{' '}
      {t`A reorganisation took this block off the best chain; its transactions went back to the mempool or into other blocks.`}{' '}
      {canonical ? (
        <Trans comment="canonical: the hash of the block that now holds this height, as a link">
          The block at height {height} is now{' '}
          <Link data-testid="block-canonical" to={networkPath(network, `/block/${canonical}`)}>
            {canonical}
          </Link>
          .
        </Trans>
      ) : (
        <Link to={networkPath(network, `/block/${height}`)}>
          {t`See the best-chain block at height ${height}.`}
        </Link>
      )}
    </div>
  )
}
