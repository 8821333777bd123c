import { t } from '@lingui/core/macro'
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
  const iso = node.iso_code
  return (
    <dl className="ln-node-facts" data-testid="node-facts">
      <dt>{t`First seen`}</dt>
      <dd>{node.first_seen > 0 ? <TimeAgo time={node.first_seen} /> : t`Unknown`}</dd>
      <dt>{t`Updated`}</dt>
      <dd>{node.updated_at ? <TimeAgo time={node.updated_at} /> : t`Unknown`}</dd>
      <dt>{t`Capacity`}</dt>
      <dd data-testid="node-capacity">
        <Amount sats={node.capacity} />
      </dd>
      <dt>{t`Active channels`}</dt>
      <dd data-testid="node-active-channels">{formatInteger(node.active_channel_count)}</dd>
      <dt>{t`Open channels`}</dt>
      <dd data-testid="node-opened-channels">{formatInteger(node.opened_channel_count)}</dd>
      <dt>{t`Closed channels`}</dt>
      <dd data-testid="node-closed-channels">{formatInteger(node.closed_channel_count)}</dd>
      <dt>{t`Average channel`}</dt>
      <dd>{average > 0 ? <Amount sats={Math.round(average)} /> : t`No active channels`}</dd>
      <dt>{t`Sockets`}</dt>
      <dd data-testid="node-sockets">
        {sockets.length === 0
          ? t`None announced`
          : sockets.map((s) => (
              <div key={s.address} className="ln-mono">
                {s.address}{' '}
                <span className="muted">
                  (
                  {s.network === 'Tor'
                    ? 'Tor'
                    : t({ message: 'clearnet', comment: 'how a socket is reached: not over Tor' })}
                  )
                </span>
              </div>
            ))}
      </dd>
      <dt>{t`Location`}</dt>
      <dd data-testid="node-location">
        {place ?? t`Unknown`}
        {iso ? (
          <>
            {' '}
            <Link to={lightningPaths.country(network, iso)}>{t`(nodes in ${iso})`}</Link>
          </>
        ) : null}
      </dd>
      <dt>{t`ISP`}</dt>
      <dd data-testid="node-isp">
        {node.as_number ? (
          <Link to={lightningPaths.isp(network, String(node.as_number))}>
            {node.as_organization ?? t`Unknown`} (AS{node.as_number})
          </Link>
        ) : (
          (node.as_organization ?? t`Unknown`)
        )}
      </dd>
    </dl>
  )
}
