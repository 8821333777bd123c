import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'

import { useExplorerClient } from '../../../queries/client'
import { ispRankingQuery } from '../../lightning/queries'
import { ispRankingCounts } from '../../lightning/rankings/isp'
import { SectionError } from '../../mining/SectionError'
import { ShareChart } from '../ShareChart'
import { ispShares, nodeShareItems, nodeShareTable } from './lightningShares'
import { SnapshotNote } from './SnapshotNote'

/** `/graphs/lightning/nodes-per-isp`: each ISP's share of clearnet nodes now, with its capacity. */
export default function NodesPerIspPage() {
  const network = useNetwork()
  const query = useQuery(ispRankingQuery(useExplorerClient()))
  const shares = useMemo(() => query.data && ispShares(query.data, network), [query.data, network])
  const items = useMemo(() => shares && nodeShareItems(shares), [shares])
  const table = useMemo(() => shares && nodeShareTable(shares, 'ISP'), [shares])
  return (
    <ShareChart
      title={t`Lightning nodes per ISP, now`}
      testId="isp-shares"
      status={shares ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError what={t`The ISP ranking`} error={query.error} retry={() => query.refetch()} />
      }
      items={items}
      countText={(count) => plural(count, { one: '# node', other: '# nodes' })}
      label={t`Share of Lightning nodes per ISP`}
      table={table}
      fileName="lightning-nodes-per-isp"
      controls={
        <>
          <SnapshotNote />
          <p className="muted">{i18n._(ispRankingCounts)}</p>
        </>
      }
      empty={t`The service knows no ISP of any node.`}
    />
  )
}
