import { t } from '@lingui/core/macro'
import { type LightningNode, nodeChannelsPageSize } from '@outpoint/explorer-client'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { useAfterPaint } from '../../../components/useAfterPaint'
import { formatInteger } from '../../../format/number'
import { useExplorerClient } from '../../../queries/client'
import { pageCount, readPage } from '../../block/format'
import { Pager } from '../../block/Pager'
import { lightningPaths } from '../paths'
import { channelStatusText, closingReasonText, formatPpm } from './format'
import { nodeChannelsQueryOptions } from './queries'

type Status = 'open' | 'closed'

/**
 * A node's channels, open or closed (`?channels=closed`), ten a page by the service's `index` offset
 * (`?page=N`): a node with hundreds of channels loads only the page shown, and each page has its URL.
 */
export function NodeChannels({ node }: { node: LightningNode }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const [params] = useSearchParams()
  const status: Status = params.get('channels') === 'closed' ? 'closed' : 'open'
  const total = status === 'open' ? node.opened_channel_count : node.closed_channel_count
  const pages = pageCount(total, nodeChannelsPageSize)
  const page = readPage(params.get('page'), pages)
  const index = (page - 1) * nodeChannelsPageSize
  const expected = Math.max(0, Math.min(nodeChannelsPageSize, total - index))
  // Once the node's facts have painted (NodeHistory says why).
  const painted = useAfterPaint()
  const query = useQuery({
    ...nodeChannelsQueryOptions(client, node.public_key, status, index),
    enabled: painted,
    // The previous page stays up while the next loads, but never the other list's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.includes(status) && previousQuery.queryKey.includes(node.public_key)
        ? keepPreviousData(previous)
        : undefined,
  })
  const channels = query.data ?? []
  const link = (s: Status, p: number) => `?${new URLSearchParams({ channels: s, page: String(p) })}`
  return (
    <section className="ln-section" data-testid="node-channels">
      <h2>{t`Channels`}</h2>
      <nav className="ln-switch" aria-label={t`Open or closed channels`}>
        {(['open', 'closed'] as const).map((s) => {
          const count = formatInteger(
            s === 'open' ? node.opened_channel_count : node.closed_channel_count,
          )
          return (
            <Link
              key={s}
              to={link(s, 1)}
              aria-current={s === status ? 'page' : undefined}
              data-testid={`node-channels-${s}`}
            >
              {s === 'open'
                ? t({
                    message: `Open (${count})`,
                    comment: 'tab: the open channels, with their number',
                  })
                : t({
                    message: `Closed (${count})`,
                    comment: 'tab: the closed channels, with their number',
                  })}
            </Link>
          )
        })}
      </nav>
      {query.isError ? (
        <p role="alert">
          {t`The channels could not be loaded.`}{' '}
          <button type="button" onClick={() => query.refetch()}>
            {t`Retry`}
          </button>
        </p>
      ) : query.isPending && expected > 0 ? (
        // The table's room while its rows load: as many one-line rows as the page will hold, so the
        // sections under it (the map) stay put when they land.
        <ChannelsTable status={status} busy>
          {Array.from({ length: expected }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their place
            <tr key={row}>
              <td colSpan={5} className="muted">
                {row === 0 ? t`Loading channels…` : '\u00a0'}
              </td>
            </tr>
          ))}
        </ChannelsTable>
      ) : query.isPending ? (
        <p className="muted" aria-busy="true">
          {t`Loading channels…`}
        </p>
      ) : channels.length === 0 ? (
        <p className="muted" data-testid="node-channels-empty">
          {status === 'open'
            ? page > 1
              ? t`No open channels on this page.`
              : t`No open channels.`
            : page > 1
              ? t`No closed channels on this page.`
              : t`No closed channels.`}
        </p>
      ) : (
        <ChannelsTable
          status={status}
          busy={query.isPlaceholderData}
          index={query.isPlaceholderData ? undefined : index}
        >
          {channels.map((c) => (
            <tr key={c.id} data-testid="node-channel-row">
              <td className="ln-mono">
                <Link to={lightningPaths.channel(network, c.short_id)}>{c.short_id}</Link>
              </td>
              <td>
                <Link to={lightningPaths.node(network, c.node.public_key)}>
                  {c.node.alias || `${c.node.public_key.slice(0, 12)}…`}
                </Link>
              </td>
              <td className="wide">
                {status === 'open'
                  ? channelStatusText(c.status)
                  : (closingReasonText(c.closing_reason) ??
                    t({ message: 'Closed', context: 'channel status' }))}
              </td>
              <td className="num wide">{formatPpm(c.fee_rate)}</td>
              <td className="num">
                <Amount sats={c.capacity} />
              </td>
            </tr>
          ))}
        </ChannelsTable>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(p) => link(status, p)}
        label={t`Channel pages`}
        testId="node-channels-pager"
        className="ln-pager"
      />
    </section>
  )
}

function ChannelsTable({
  status,
  busy,
  index,
  children,
}: {
  status: Status
  busy: boolean
  /** The first row's offset, once the rows are the page's own. */
  index?: number | undefined
  children: ReactNode
}) {
  return (
    <table className="ln-table" aria-busy={busy} data-status={status} data-index={index}>
      <thead>
        <tr>
          <th>{t`Channel`}</th>
          <th>{t`Peer`}</th>
          <th className="wide">
            {status === 'open'
              ? t`Status`
              : t({ message: 'Closing', comment: 'column: how a closed channel was closed' })}
          </th>
          <th className="num wide">{t`Fee rate`}</th>
          <th className="num">{t`Capacity`}</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
