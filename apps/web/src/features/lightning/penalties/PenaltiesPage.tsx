import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { PenaltyChannel } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { PageTitle } from '../../../components/PageTitle'
import { useExplorerClient } from '../../../queries/client'
import { useSettings } from '../../../settings/useSettings'
import { dateText } from '../dates'
import { LnMessage } from '../LnMessage'
import { lightningPaths } from '../paths'
import { penaltiesQuery } from '../queries'
import { shownAlias } from '../rankings/alias'
import '../../dashboard/dashboard.css'
import '../lightning.css'

/**
 * `/lightning/penalties`: channels closed with a penalty, that is, by a justice transaction that took the
 * whole channel from a peer who broadcast a revoked state. Newest first, as the service sends them.
 */
export default function PenaltiesPage() {
  const { data: channels } = useSuspenseQuery(penaltiesQuery(useExplorerClient()))
  if (channels === null) {
    return (
      <LnMessage title={t`No penalty data`} testId="ln-penalties-unavailable">
        {t`This data service does not provide penalty transactions: it has no list of channels closed with a penalty.`}
      </LnMessage>
    )
  }
  const count = channels.length
  return (
    <div className="ln-page" data-testid="ln-penalties">
      <PageTitle>{t`Lightning penalties`}</PageTitle>
      <h1>{t`Penalties`}</h1>
      <p className="muted" data-testid="ln-penalties-count">
        {channels.length === 0
          ? t`No channel has been closed with a penalty.`
          : plural(count, {
              one: "# channel closed with a penalty (a justice transaction took the channel's funds from a peer who broadcast a revoked state), newest first.",
              other:
                "# channels closed with a penalty (a justice transaction took the channel's funds from a peer who broadcast a revoked state), newest first.",
            })}
      </p>
      {channels.length > 0 ? <PenaltyTable channels={channels} /> : null}
    </div>
  )
}

function PenaltyTable({ channels }: { channels: readonly PenaltyChannel[] }) {
  const network = useNetwork()
  const { time } = useSettings().settings
  return (
    <div className="ln-scroll">
      <table className="db-table" data-testid="ln-penalties-table">
        <thead>
          <tr>
            <th scope="col">{t({ message: 'Closed', context: 'date the channel closed' })}</th>
            <th scope="col" className="db-num">
              {t`Capacity`}
            </th>
            <th scope="col">{t`Nodes`}</th>
            <th scope="col">{t`Channel`}</th>
            <th scope="col">{t`Justice transaction`}</th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => {
            const left = channel.node1_public_key
            const right = channel.node2_public_key
            const leftAlias = shownAlias({ alias: channel.alias_left, publicKey: left })
            const rightAlias = shownAlias({ alias: channel.alias_right, publicKey: right })
            return (
              <tr key={channel.id} data-testid="ln-penalty-row">
                <td data-testid="ln-penalty-date">
                  {dateText(channel.closing_date, time) ?? t`Unknown`}
                </td>
                <td className="db-num">
                  <Amount sats={channel.capacity} />
                </td>
                <td className="db-rest ln-alias">
                  <Trans comment="the two nodes of a channel">
                    <Link to={lightningPaths.node(network, left)} title={left}>
                      {leftAlias}
                    </Link>{' '}
                    and{' '}
                    <Link to={lightningPaths.node(network, right)} title={right}>
                      {rightAlias}
                    </Link>
                  </Trans>
                </td>
                <td>
                  <Link to={lightningPaths.channel(network, channel.id)}>{channel.short_id}</Link>
                </td>
                <td className="ln-alias">
                  {channel.closing_transaction_id ? (
                    <Link
                      to={networkPath(network, `/tx/${channel.closing_transaction_id}`)}
                      title={channel.closing_transaction_id}
                    >
                      {channel.closing_transaction_id.slice(0, 12)}…
                    </Link>
                  ) : (
                    <span className="muted">{t`Unknown`}</span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
