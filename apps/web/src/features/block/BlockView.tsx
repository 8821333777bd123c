import { t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { BlockOverview } from '../../components/BlockOverview'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import { useAfterPaint } from '../../components/useAfterPaint'
import { useExplorerClient } from '../../queries/client'
import { useEsploraOnlyHost } from '../../queries/serviceKind'
import { useTipHeight } from '../../queries/useTipHeight'
import { formatCount } from '../dashboard/model/format'
import BlockAuditSection from './audit/BlockAuditSection'
import { BlockDetails } from './BlockDetails'
import { BlockHeader } from './BlockHeader'
import { BlockTransactions } from './BlockTransactions'
import { blockQueryOptions, blockStatusQueryOptions, blockSummaryQueryOptions } from './queries'
import { StaleNotice } from './StaleNotice'

/**
 * The overview's box, height over width, the same while it loads and once drawn, so nothing under it moves
 * when its squares land: a block's packing is 0.76 to 0.87 of its width tall (simnet's blocks, phone and
 * desktop), and with a box as tall as the packing the page shifted by up to 0.02 (a fresh small block).
 */
const overviewRatio = 0.8

import { useBlockLive } from './useBlockLive'

/** One block by hash: it waits for the block itself; status, tip, overview and list fill in after. */
export function BlockView({ hash }: { hash: string }) {
  const client = useExplorerClient()
  const { data: block } = useSuspenseQuery(blockQueryOptions(client, hash))
  const status = useQuery(blockStatusQueryOptions(client, hash)).data
  const tip = useTipHeight()
  const liquid = isLiquidNetwork(useNetwork())
  // Only the Esplora routes: no overview (mempool's block summary) and no audit.
  const esplora = useEsploraOnlyHost(client.baseUrl)
  useBlockLive(hash)
  if (block === null) {
    return (
      <NoticePage title={t`Block not found`} testId="block-not-found">
        {t`No block with hash ${hash} is known on this network.`}
      </NoticePage>
    )
  }
  const height = block.height
  return (
    <div className="page block-page" data-testid="block-page" data-hash={block.id}>
      <PageTitle>{t`Block ${height}`}</PageTitle>
      <StaleNotice block={block} status={status} />
      <div className="block-top">
        <BlockHeader block={block} status={status} tip={tip} />
        {esplora ? null : <OverviewOf hash={hash} height={block.height} />}
      </div>
      <BlockDetails block={block} />
      {liquid || esplora ? null : <BlockAuditSection block={block} />}
      <BlockTransactions hash={hash} count={block.tx_count} />
    </div>
  )
}

function OverviewOf({ hash, height: blockHeight }: { hash: string; height: number }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const navigate = useNavigate()
  // Asked for once the header has painted: hundreds of kB for a full block, which would share the link
  // with the header's own scripts and data.
  const painted = useAfterPaint()
  const summary = useQuery({ ...blockSummaryQueryOptions(client, hash), enabled: painted })
  const height = formatCount(blockHeight)
  return (
    <section className="block-overview-section" aria-label={t`Block overview`}>
      {summary.data ? (
        <BlockOverview
          txs={summary.data}
          label={t`Block ${height}`}
          onSelect={(txid) => void navigate(networkPath(network, `/tx/${txid}`))}
          boxRatio={overviewRatio}
        />
      ) : summary.isError ? (
        <ErrorNote
          className="block-error"
          what={t`Could not load the block overview`}
          error={summary.error}
          retry={() => void summary.refetch()}
        />
      ) : (
        <div
          className="block-overview-pending"
          style={{ aspectRatio: `1 / ${overviewRatio}` }}
          aria-busy="true"
        >
          <p className="muted">{t`Loading the block overview…`}</p>
        </div>
      )}
    </section>
  )
}
