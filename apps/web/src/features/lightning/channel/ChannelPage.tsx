import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ChannelGeo, LightningChannel } from '@outpoint/explorer-client'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useExplorerClient } from '../../../queries/client'
import { useSettings } from '../../../settings/useSettings'
import { dateText } from '../dates'
import { LnMessage } from '../LnMessage'
import { channelStatusText, closingReasonText } from '../node/format'
import { parseChannelId } from '../node/ids'
import { LazyMap } from '../node/LazyMap'
import { channelQueryOptions } from '../node/queries'
import { ChannelSide } from './ChannelSide'
import '../node/ln-node.css'
import { PageTitle } from '../../../components/PageTitle'

/** `/lightning/channel/:id`: a short id or its number form; anything else is refused before a request. */
export default function ChannelPage() {
  const { id = '' } = useParams()
  const parsed = parseChannelId(id)
  if (!parsed.ok) {
    return (
      <LnMessage title={t`Not a channel id`} testId="channel-invalid">
        {parsed.reason}
      </LnMessage>
    )
  }
  return <ChannelView key={parsed.value} id={parsed.value} />
}

/** The channel as one map line, when both ends are located. */
function geoOf(channel: LightningChannel): ChannelGeo | undefined {
  const a = channel.node_left
  const b = channel.node_right
  if (a.longitude === null || a.latitude === null || b.longitude === null || b.latitude === null) {
    return undefined
  }
  return [
    a.public_key,
    a.alias ?? '',
    a.longitude,
    a.latitude,
    b.public_key,
    b.alias ?? '',
    b.longitude,
    b.latitude,
  ]
}

function ChannelView({ id }: { id: string }) {
  const client = useExplorerClient()
  const { data: channel } = useSuspenseQuery(channelQueryOptions(client, id))
  // One array per channel answer: the map rebuilds its lines when its `channels` prop changes.
  const geo = useMemo(() => {
    const line = channel ? geoOf(channel) : undefined
    return line ? [line] : undefined
  }, [channel])
  if (!channel) {
    return (
      <LnMessage title={t`Channel not found`} testId="channel-not-found">
        {t`No channel ${id} is known to this data service.`}
      </LnMessage>
    )
  }
  const shortId = channel.short_id
  return (
    <div className="page ln-node-page" data-testid="ln-channel">
      <PageTitle>{t`Channel ${shortId}`}</PageTitle>
      <div className="ln-title">
        <h1>
          <Trans comment="heading: the channel and its short channel id">
            Channel <span className="ln-mono">{shortId}</span>
          </Trans>
        </h1>
      </div>
      <ChannelFacts channel={channel} />
      <div className="ln-sides">
        <ChannelSide
          side={channel.node_left}
          testId="channel-left"
          closing={channel.status === 2}
        />
        <ChannelSide
          side={channel.node_right}
          testId="channel-right"
          closing={channel.status === 2}
        />
      </div>
      {geo ? <LazyMap channels={geo} /> : null}
    </div>
  )
}

function ChannelFacts({ channel }: { channel: LightningChannel }) {
  const network = useNetwork()
  const { time } = useSettings().settings
  const closed = channel.status === 2
  const txLink = (txid: string, label: string) => (
    <Link className="ln-mono" to={networkPath(network, `/tx/${txid}`)} aria-label={label}>
      {txid}
    </Link>
  )
  return (
    <dl className="ln-node-facts" data-testid="channel-facts">
      <dt>{t`Status`}</dt>
      <dd data-testid="channel-status">{channelStatusText(channel.status)}</dd>
      <dt>{t`Capacity`}</dt>
      <dd data-testid="channel-capacity">
        <Amount sats={channel.capacity} />
      </dd>
      <dt>{t`Channel id`}</dt>
      <dd className="ln-mono">{channel.id}</dd>
      <dt>{t({ message: 'Opened', context: 'date the channel opened' })}</dt>
      <dd>{dateText(channel.created, time) ?? t`Unknown`}</dd>
      <dt>{t`Opening transaction`}</dt>
      <dd data-testid="channel-opening-tx">
        {txLink(channel.transaction_id, t`Opening transaction`)}:{channel.transaction_vout}
      </dd>
      {closed ? (
        <>
          <dt>{t({ message: 'Closed', context: 'date the channel closed' })}</dt>
          <dd>{dateText(channel.closing_date, time) ?? t`Unknown`}</dd>
          <dt>{t`Closing transaction`}</dt>
          <dd data-testid="channel-closing-tx">
            {channel.closing_transaction_id
              ? txLink(channel.closing_transaction_id, t`Closing transaction`)
              : t`Unknown`}
          </dd>
          <dt>{t`Closing reason`}</dt>
          <dd data-testid="channel-closing-reason">
            {closingReasonText(channel.closing_reason) ?? t`Unknown`}
          </dd>
          <dt>{t`Closing fee`}</dt>
          <dd>
            <Amount sats={channel.closing_fee} />
          </dd>
        </>
      ) : (
        <>
          <dt>{t`Last update`}</dt>
          <dd>{dateText(channel.updated_at, time) ?? t`Unknown`}</dd>
        </>
      )}
    </dl>
  )
}
