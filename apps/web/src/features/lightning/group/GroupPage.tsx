import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { LightningNode } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { networkLabels } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { PageTitle } from '../../../components/PageTitle'
import { useExplorerClient } from '../../../queries/client'
import { LnMessage } from '../LnMessage'
import { lightningPaths } from '../paths'
import { nodeGroupQuery } from '../queries'
import { NodeRows } from '../rankings/ListedNodes'
import type { TableNode } from '../rankings/NodeTable'
import { type NodeGroup, nodeGroup, nodeGroups } from './groups'
import '../../dashboard/dashboard.css'
import '../lightning.css'

/** `/lightning/group/:name`: a group of nodes the explorer knows by name; any other name is not found. */
export default function GroupPage() {
  const slug = useParams().name ?? ''
  const group = nodeGroup(slug)
  if (!group) {
    const known = Object.keys(nodeGroups).join(', ')
    return (
      <LnMessage title={t`No such node group`} testId="ln-group-unknown">
        {t`“${slug}” is not a Lightning node group this explorer knows. Known groups: ${known}.`}
      </LnMessage>
    )
  }
  return <Group group={group} />
}

/** A node as the group's table shows it: its active channels and their capacity, as the rankings count. */
const tableNode = (node: LightningNode): TableNode => ({
  publicKey: node.public_key,
  alias: node.alias,
  capacity: node.capacity,
  channels: node.active_channel_count,
  firstSeen: node.first_seen,
  city: node.city,
  country: node.country,
})

function Group({ group }: { group: NodeGroup }) {
  const network = useNetwork()
  const { data: nodes } = useSuspenseQuery(nodeGroupQuery(useExplorerClient(), group.serviceName))
  const title = group.title
  if (nodes === null) {
    return (
      <LnMessage title={t`No node groups`} testId="ln-group-unavailable">
        {t`This data service does not provide node groups, so the nodes of ${title} cannot be listed.`}
      </LnMessage>
    )
  }
  const rows = nodes.map(tableNode).sort((a, b) => b.capacity - a.capacity)
  const networkLabel = networkLabels[network]
  return (
    <div className="ln-page" data-testid="ln-group">
      <PageTitle>{t`${title} · Lightning nodes`}</PageTitle>
      <h1>{group.title}</h1>
      <p className="muted">{i18n._(group.description)}</p>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.rankings(network)}>{t`Top nodes`}</Link>
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
      </nav>
      {rows.length === 0 ? (
        <p data-testid="ln-group-empty">
          {t`This data service knows none of the group’s nodes on ${networkLabel}.`}
        </p>
      ) : (
        <NodeRows rows={rows} testId="ln-group-nodes" />
      )}
    </div>
  )
}
