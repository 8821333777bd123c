import { t } from '@lingui/core/macro'
import { type BlockExtended, isLiquidNetwork } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { TimeAgo } from '../../components/TimeAgo'
import { missing } from '../../format/number'
import { formatSi } from '../../format/si'
import { formatDateTime } from '../../format/time'
import { useSettings } from '../../settings/useSettings'
import { formatBytes, formatCount } from '../dashboard/model/format'
import { minedBlockView } from '../dashboard/model/mined-blocks'
import { useUnits } from '../units/useUnits'

/**
 * A page of blocks, newest first: height, pool, time, transactions, size and weight, and (on Bitcoin) the
 * median fee rate, total fees and reward. Liquid blocks have no pool or mining reward, so those go; so do
 * they where the blocks come without mempool's extras (`extras` false: a service with only the Esplora
 * routes), rather than columns of unknowns.
 */
export function BlocksTable({
  blocks,
  extras = true,
}: {
  blocks: readonly BlockExtended[]
  extras?: boolean
}) {
  const network = useNetwork()
  const mining = extras && !isLiquidNetwork(network)
  const { time } = useSettings().settings
  const units = useUnits()
  return (
    <div className="bl-scroll">
      <table className="db-table bl-table">
        <thead>
          <tr>
            <th scope="col">{t`Height`}</th>
            {mining && <th scope="col">{t({ message: 'Pool', context: 'mining pool' })}</th>}
            <th scope="col">
              {t({ message: 'Mined', context: 'table column: when the block was mined' })}
            </th>
            <th scope="col" className="db-num">
              {t`Transactions`}
            </th>
            <th scope="col" className="db-num">
              {t`Size`}
            </th>
            <th scope="col" className="db-num">
              {t`Weight`}
            </th>
            {mining && (
              <>
                <th scope="col" className="db-num">
                  {t`Median fee`}
                </th>
                <th scope="col" className="db-num">
                  {t({ message: 'Fees', context: 'table column: the block’s total fees' })}
                </th>
                <th scope="col" className="db-num">
                  {t`Reward`}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {blocks.map((block) => {
            const view = minedBlockView(block)
            const pool = block.extras?.pool
            return (
              <tr key={block.id} data-testid="blocks-row" data-height={block.height}>
                <td>
                  <Link to={networkPath(network, `/block/${encodeURIComponent(block.id)}`)}>
                    {block.height}
                  </Link>
                </td>
                {mining && (
                  <td data-testid="blocks-pool">
                    {pool?.slug ? (
                      <Link
                        to={networkPath(network, `/mining/pool/${encodeURIComponent(pool.slug)}`)}
                      >
                        {pool.name}
                      </Link>
                    ) : (
                      (pool?.name ?? missing)
                    )}
                  </td>
                )}
                <td>
                  <TimeAgo time={block.timestamp} />
                  <br />
                  <small className="muted">{formatDateTime(block.timestamp, time)}</small>
                </td>
                <td className="db-num">{formatCount(block.tx_count)}</td>
                <td className="db-num">{formatBytes(block.size)}</td>
                <td className="db-num">{formatSi(block.weight, 'WU')}</td>
                {mining && (
                  <>
                    <td className="db-num">{units.feeRate(view.medianFee)}</td>
                    <td className="db-num">
                      {view.totalFees === undefined ? missing : <Amount sats={view.totalFees} />}
                    </td>
                    <td className="db-num">
                      {block.extras?.reward === undefined ? (
                        missing
                      ) : (
                        <Amount sats={block.extras.reward} />
                      )}
                    </td>
                  </>
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
