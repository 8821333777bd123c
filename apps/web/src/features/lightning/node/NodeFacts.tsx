import type { LightningNode } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { TimeAgo } from '../../../components/TimeAgo'
import { formatInteger } from '../../../format/number'
import { lightningPaths } from '../paths'
import { placeOf, socketsOf } from './format'

/** What the service knows of a node: times, reach, location, ISP, channel counts and capacity. */
export function NodeFacts({ node }: { node: LightningNode }) {
  const network = useNetwork()
  const sockets = socketsOf(node.sockets ?? '')
  const place = placeOf(node)
  const average = node.active_channel_count > 0 ? node.capacity / node.active_channel_count : 0
  return (
    <dl className="ln-node-facts" data-testid="node-facts">
      <dt>First seen</dt>
      <dd>{node.first_seen > 0 ? <TimeAgo time={node.first_seen} /> : 'Unknown'}</dd>
      <dt>Updated</dt>
      <dd>{node.updated_at ? <TimeAgo time={node.updated_at} /> : 'Unknown'}</dd>
      <dt>Capacity</dt>
      <dd data-testid="node-capacity">
        <Amount sats={node.capacity} />
      </dd>
      <dt>Active channels</dt>
      <dd data-testid="node-active-channels">{formatInteger(node.active_channel_count)}</dd>
      <dt>Open channels</dt>
      <dd data-testid="node-opened-channels">{formatInteger(node.opened_channel_count)}</dd>
      <dt>Closed channels</dt>
      <dd data-testid="node-closed-channels">{formatInteger(node.closed_channel_count)}</dd>
      <dt>Average channel</dt>
      <dd>{average > 0 ? <Amount sats={Math.round(average)} /> : 'No active channels'}</dd>
      <dt>Sockets</dt>
      <dd data-testid="node-sockets">
        {sockets.length === 0
          ? 'None announced'
          : sockets.map((s) => (
              <div key={s.address} className="ln-mono">
                {s.address} <span className="muted">({s.network})</span>
              </div>
            ))}
      </dd>
      <dt>Location</dt>
      <dd data-testid="node-location">
        {place ?? 'Unknown'}
        {node.iso_code ? (
          <>
            {' '}
            <Link to={lightningPaths.country(network, node.iso_code)}>
              (nodes in {node.iso_code})
            </Link>
          </>
        ) : null}
      </dd>
      <dt>ISP</dt>
      <dd data-testid="node-isp">
        {node.as_number ? (
          <Link to={lightningPaths.isp(network, String(node.as_number))}>
            {node.as_organization ?? 'Unknown'} (AS{node.as_number})
          </Link>
        ) : (
          (node.as_organization ?? 'Unknown')
        )}
      </dd>
    </dl>
  )
}
