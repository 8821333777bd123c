import type { ChannelSide as Side } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { Amount } from '../../../components/Amount'
import { formatInteger } from '../../../format/number'
import { formatMsat, formatPpm } from '../node/format'
import { lightningPaths } from '../paths'

/** A policy figure, or a dash where the side announced no policy (mempool's NULL columns). */
const orDash = (value: number | null, format: (n: number) => string) =>
  value === null ? '–' : format(value)

/** One end of a channel: its node and the routing policy it set for payments leaving through it. */
export function ChannelSide({
  side,
  testId,
  closing,
}: {
  side: Side
  testId: string
  closing: boolean
}) {
  const network = useNetwork()
  return (
    <section className="ln-section" data-testid={testId}>
      <h2>
        <Link to={lightningPaths.node(network, side.public_key)}>
          {side.alias || `${side.public_key.slice(0, 16)}…`}
        </Link>
      </h2>
      <p className="ln-mono muted">{side.public_key}</p>
      <dl className="ln-node-facts">
        <dt>Fee rate</dt>
        <dd data-testid="policy-fee-rate">{orDash(side.fee_rate, formatPpm)}</dd>
        <dt>Base fee</dt>
        <dd data-testid="policy-base-fee">{orDash(side.base_fee_mtokens, formatMsat)}</dd>
        <dt>CLTV delta</dt>
        <dd data-testid="policy-cltv">{orDash(side.cltv_delta, (n) => `${n} blocks`)}</dd>
        <dt>Min HTLC</dt>
        <dd>{orDash(side.min_htlc_mtokens, formatMsat)}</dd>
        <dt>Max HTLC</dt>
        <dd>{orDash(side.max_htlc_mtokens, formatMsat)}</dd>
        <dt>Disabled</dt>
        <dd data-testid="policy-disabled">
          {side.is_disabled === null ? '–' : side.is_disabled ? 'Yes' : 'No'}
        </dd>
        <dt>Node channels</dt>
        <dd>{formatInteger(side.channels)}</dd>
        <dt>Node capacity</dt>
        <dd>
          <Amount sats={side.capacity} />
        </dd>
        <dt>Balance at funding</dt>
        <dd>
          <Amount sats={side.funding_balance} />
        </dd>
        {closing ? (
          <>
            <dt>Balance at closing</dt>
            <dd>
              <Amount sats={side.closing_balance} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
