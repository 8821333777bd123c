import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { formatInteger } from '../../../format/number'
import { formatUtcDate } from '../../../format/time'
import { lightningPaths, nodeLocation } from '../paths'
import { shownAlias } from './alias'

/** A node as the ranking, country and ISP lists give it (two spellings of the key and dates). */
export interface TableNode {
  publicKey: string
  alias: string
  capacity: number
  channels: number
  firstSeen: number
  city: Record<string, string> | null
  country: Record<string, string> | null
}

/** Seconds to a UTC date, or a dash when the network gives none. */
function day(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '–'
  return formatUtcDate(seconds)
}

/**
 * Ranked nodes: alias (linked to the node page), capacity, channels, first seen and location. `brief`
 * leaves out the last two (a short list beside another); `byAge` keeps first seen on a phone, where the
 * other lists hide it.
 */
export function NodeTable({
  nodes,
  testId,
  brief = false,
  byAge = false,
}: {
  nodes: readonly TableNode[]
  testId: string
  brief?: boolean
  byAge?: boolean
}) {
  const network = useNetwork()
  const firstSeenClass = byAge ? undefined : 'ln-wide'
  if (nodes.length === 0) return <p className="muted">{t`No nodes.`}</p>
  return (
    <div className="ln-scroll">
      <table className="db-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t`Alias`}</th>
            <th scope="col" className="db-num">
              {t`Capacity`}
            </th>
            <th scope="col" className="db-num">
              {t`Channels`}
            </th>
            {brief ? null : (
              <>
                <th scope="col" className={firstSeenClass}>
                  {t`First seen`}
                </th>
                <th scope="col" className="ln-wide">
                  {t`Location`}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {nodes.map((node, i) => (
            <tr key={node.publicKey} data-testid="ln-node-row">
              <td>{i + 1}</td>
              <td className="db-rest ln-alias">
                <Link to={lightningPaths.node(network, node.publicKey)} title={node.publicKey}>
                  {shownAlias(node)}
                </Link>
              </td>
              <td className="db-num">
                <Amount sats={node.capacity} />
              </td>
              <td className="db-num">{formatInteger(node.channels)}</td>
              {brief ? null : (
                <>
                  <td className={firstSeenClass} data-testid="ln-first-seen">
                    {day(node.firstSeen)}
                  </td>
                  <td className="ln-wide">
                    {nodeLocation(node) ?? <span className="muted">{t`Unknown`}</span>}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
