import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNetwork } from '../../../app/useNetwork'

import { useExplorerClient } from '../../../queries/client'
import { countriesQuery } from '../../lightning/queries'
import { SectionError } from '../../mining/SectionError'
import { ShareChart } from '../ShareChart'
import { countryShares, nodeShareItems, nodeShareTable } from './lightningShares'
import { SnapshotNote } from './SnapshotNote'

/** `/graphs/lightning/nodes-per-country`: each country's share of located nodes now, with its capacity. */
export default function NodesPerCountryPage() {
  const network = useNetwork()
  const query = useQuery(countriesQuery(useExplorerClient()))
  const shares = useMemo(
    () => query.data && countryShares(query.data, network),
    [query.data, network],
  )
  const items = useMemo(() => shares && nodeShareItems(shares), [shares])
  const table = useMemo(() => shares && nodeShareTable(shares, 'Country'), [shares])
  return (
    <ShareChart
      title={t`Lightning nodes per country, now`}
      testId="country-shares"
      status={shares ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`Nodes per country`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      items={items}
      countText={(count) => plural(count, { one: '# node', other: '# nodes' })}
      label={t`Share of located Lightning nodes per country`}
      table={table}
      fileName="lightning-nodes-per-country"
      controls={<SnapshotNote />}
      empty={t`The service has located no node.`}
    />
  )
}
