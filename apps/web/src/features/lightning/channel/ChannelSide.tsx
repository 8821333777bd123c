import { plural, t } from '@lingui/core/macro'
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
        <dt>{t`Fee rate`}</dt>
        <dd data-testid="policy-fee-rate">{orDash(side.fee_rate, formatPpm)}</dd>
        <dt>{t`Base fee`}</dt>
        <dd data-testid="policy-base-fee">{orDash(side.base_fee_mtokens, formatMsat)}</dd>
        <dt>{t`CLTV delta`}</dt>
        <dd data-testid="policy-cltv">
          {orDash(side.cltv_delta, (n) => plural(n, { one: '# block', other: '# blocks' }))}
        </dd>
        <dt>{t`Min HTLC`}</dt>
        <dd>{orDash(side.min_htlc_mtokens, formatMsat)}</dd>
        <dt>{t`Max HTLC`}</dt>
        <dd>{orDash(side.max_htlc_mtokens, formatMsat)}</dd>
        <dt>
          {t({ message: 'Disabled', comment: 'whether this side disabled the channel: Yes or No' })}
        </dt>
        <dd data-testid="policy-disabled">
          {side.is_disabled === null ? '–' : side.is_disabled ? t`Yes` : t`No`}
        </dd>
        <dt>{t`Node channels`}</dt>
        <dd>{formatInteger(side.channels)}</dd>
        <dt>{t`Node capacity`}</dt>
        <dd>
          <Amount sats={side.capacity} />
        </dd>
        <dt>{t`Balance at funding`}</dt>
        <dd>
          <Amount sats={side.funding_balance} />
        </dd>
        {closing ? (
          <>
            <dt>{t`Balance at closing`}</dt>
            <dd>
              <Amount sats={side.closing_balance} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
