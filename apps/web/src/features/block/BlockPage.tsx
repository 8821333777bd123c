import { t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useLocation, useParams } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { NoticePage } from '../../components/NoticePage'
import { useExplorerClient } from '../../queries/client'
import { BlockView } from './BlockView'
import { parseBlockId } from './blockId'
import { blockHashQueryOptions } from './queries'
import './block.css'

/** `/block/:id`: a hash shows the block; a height resolves to its hash first; anything else says why. */
export default function BlockPage() {
  const { id = '' } = useParams()
  const parsed = parseBlockId(id)
  if (parsed.kind === 'invalid') {
    return (
      <NoticePage title={t`Not a block id`} testId="block-invalid">
        {parsed.reason}
      </NoticePage>
    )
  }
  if (parsed.kind === 'height') return <BlockAtHeight height={parsed.height} />
  return <BlockView key={parsed.hash} hash={parsed.hash} />
}

/** The best-chain block at a height, by its hash: the URL then names one block even across a reorg. */
function BlockAtHeight({ height }: { height: number }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const { search } = useLocation()
  const { data: hash } = useSuspenseQuery(blockHashQueryOptions(client, height))
  if (hash === null) {
    const chain = isLiquidNetwork(network) ? 'Liquid' : networkLabels[network]
    return (
      <NoticePage title={t`Block not found`} testId="block-not-found">
        {t`There is no block at height ${height} on ${chain} yet.`}
      </NoticePage>
    )
  }
  return <Navigate replace to={`${networkPath(network, `/block/${hash}`)}${search}`} />
}
