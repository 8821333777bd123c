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
  return (
    <div className="block-stale" role="status" data-testid="block-stale">
      <strong>Stale block.</strong> A reorganisation took this block off the best chain; its
      transactions went back to the mempool or into other blocks.{' '}
      {block.canonical ? (
        <>
          The block at height {block.height} is now{' '}
          <Link
            data-testid="block-canonical"
            to={networkPath(network, `/block/${block.canonical}`)}
          >
            {block.canonical}
          </Link>
          .
        </>
      ) : (
        <Link to={networkPath(network, `/block/${block.height}`)}>
          See the best-chain block at height {block.height}.
        </Link>
      )}
    </div>
  )
}
