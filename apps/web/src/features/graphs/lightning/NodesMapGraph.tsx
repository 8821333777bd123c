import { plural, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'

import { useExplorerClient } from '../../../queries/client'
import { LightningMap } from '../../lightning/map/LightningMap'
import { lightningWorldQueryOptions } from '../../lightning/map/queries'
import { SectionError } from '../../mining/SectionError'
import { GraphPanel } from '../GraphPanel'
import { locatedNodes, locatedNodesTable } from './locatedNodes'
import { SnapshotNote } from './SnapshotNote'

/**
 * The Lightning world map in a graph panel, with the located nodes as its table and CSV. The map
 * fetches the same node list (one request: the query is shared).
 */
export function NodesMapGraph({ withChannels }: { withChannels: boolean }) {
  const query = useQuery(lightningWorldQueryOptions(useExplorerClient()))
  const table = useMemo(
    () => query.data && locatedNodesTable(locatedNodes(query.data)),
    [query.data],
  )
  const count = query.data?.nodes.length
  return (
    <GraphPanel
      title={withChannels ? t`Lightning nodes and channels, now` : t`Lightning nodes, now`}
      testId={withChannels ? 'ln-nodes-channels-map' : 'ln-nodes-map'}
      status={query.data ? 'ready' : query.isError ? 'error' : 'loading'}
      error={
        <SectionError
          what={t`The located nodes`}
          error={query.error}
          retry={() => query.refetch()}
        />
      }
      aside={
        count !== undefined && (
          <span className="db-live">
            {plural(count, { one: '# located node', other: '# located nodes' })}
          </span>
        )
      }
      controls={<SnapshotNote />}
      table={table}
      fileName={withChannels ? 'lightning-nodes-channels-map' : 'lightning-nodes-map'}
    >
      <LightningMap
        withChannels={withChannels}
        height={Math.min(560, Math.max(320, Math.round(window.innerHeight * 0.6)))}
      />
    </GraphPanel>
  )
}
