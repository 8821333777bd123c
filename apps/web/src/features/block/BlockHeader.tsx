import { t } from '@lingui/core/macro'
import { type BlockExtended, type BlockStatus, isLiquidNetwork } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { CopyButton } from '../../components/CopyButton'
import { TimeAgo } from '../../components/TimeAgo'
import { formatDateTime } from '../../format/time'
import { confirmations } from '../../queries/useTipHeight'
import { useSettings } from '../../settings/useSettings'
import { formatBytes, formatCount } from '../dashboard/model/format'
import { Fiat } from '../fiat/Fiat'
import { poolPath } from '../mining/poolPath'
import { useUnits } from '../units/useUnits'

interface BlockHeaderProps {
  block: BlockExtended
  status: BlockStatus | null | undefined
  tip: number | undefined
}

/** Height with previous/next links, hash, and the block's figures: what people look a block up for. */
export function BlockHeader({ block, status, tip }: BlockHeaderProps) {
  const network = useNetwork()
  const { settings } = useSettings()
  const units = useUnits()
  const liquid = isLiquidNetwork(network)
  // Checked at the client's door; Liquid blocks outside mempool's cache come without extras.
  const extras = block.extras
  const range = extras?.feeRange ?? []
  const inBest = status ? status.in_best_chain : block.stale !== true
  const next = status?.next_best
  const pool = extras?.pool
  const tag = extras?.coinbaseSignatureAscii?.trim()
  const height = formatCount(block.height)
  return (
    <section className="block-header" aria-labelledby="block-title">
      <div className="block-title-row">
        {block.previousblockhash ? (
          <Link
            className="block-nav"
            aria-label={t({
              message: 'Previous block',
              context: 'the block before this one in the chain',
            })}
            data-testid="block-previous"
            to={networkPath(network, `/block/${block.previousblockhash}`)}
          >
            ‹
          </Link>
        ) : null}
        <h1 id="block-title" data-testid="block-height">
          {t`Block ${height}`}
        </h1>
        {next ? (
          <Link
            className="block-nav"
            aria-label={t({
              message: 'Next block',
              context: 'the block after this one in the chain',
            })}
            data-testid="block-next"
            to={networkPath(network, `/block/${next}`)}
          >
            ›
          </Link>
        ) : null}
      </div>
      <p className="block-hash">
        <span className="visually-hidden">{t`Hash`} </span>
        <code data-testid="block-hash">{block.id}</code>{' '}
        <CopyButton
          text={block.id}
          label={t({ message: 'hash', comment: 'what the copy button copies' })}
        />
      </p>
      <dl className="block-figures">
        <dt>{t`Time`}</dt>
        <dd>
          {formatDateTime(block.timestamp, settings.time)} (<TimeAgo time={block.timestamp} />)
        </dd>
        <dt>{t`Confirmations`}</dt>
        <dd data-testid="block-confirmations">
          {!inBest
            ? t`None: stale block`
            : tip === undefined
              ? '…'
              : formatCount(confirmations(block.height, tip))}
        </dd>
        <dt>{t`Size`}</dt>
        <dd>{formatBytes(block.size)}</dd>
        <dt>{t`Weight`}</dt>
        <dd>{formatCount(block.weight)} WU</dd>
        <dt>{t`Transactions`}</dt>
        <dd data-testid="block-tx-count">{formatCount(block.tx_count)}</dd>
        {extras ? (
          <>
            <dt>{t`Median fee`}</dt>
            <dd>~{units.feeRate(extras.medianFee)}</dd>
          </>
        ) : null}
        {range.length > 0 ? (
          <>
            <dt>{t`Fee span`}</dt>
            <dd>
              {units.rateSpan(range[0], range.at(-1))} {units.rateLabel}
            </dd>
          </>
        ) : null}
        {extras ? (
          <>
            <dt>{t`Total fees`}</dt>
            <dd>
              <Amount sats={extras.totalFees} />
              <Fiat sats={extras.totalFees} at={block.timestamp} />
            </dd>
          </>
        ) : null}
        {!liquid && extras ? (
          <>
            <dt>{t`Subsidy + fees`}</dt>
            <dd>
              <Amount sats={extras.reward} />
              <Fiat sats={extras.reward} at={block.timestamp} />
            </dd>
          </>
        ) : null}
        {!liquid && pool ? (
          <>
            <dt>{t`Miner`}</dt>
            <dd data-testid="block-pool">
              {pool.slug ? <Link to={poolPath(network, pool.slug)}>{pool.name}</Link> : pool.name}
              {tag ? <span className="block-pool-tag muted"> “{tag}”</span> : null}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
