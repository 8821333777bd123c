import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { formatPercent } from '../../format/percent'
import { Coins } from './Coins'
import { Figure } from './Figure'
import { backing } from './model'
import { pegsTotalOptions, reservesTotalOptions } from './queries'
import { useAuditLive } from './useAuditLive'
import { useLiquidClient } from './useLiquidClient'

/** The Liquid dashboard's peg card: supply against reserves, and the way to the whole audit. */
export default function DashboardPegs() {
  useAuditLive()
  const client = useLiquidClient()
  const network = useNetwork()
  const supply = useQuery(pegsTotalOptions(client))
  const reserves = useQuery(reservesTotalOptions(client))
  const b = backing(supply.data?.amount ?? null, reserves.data?.amount ?? null)
  const ratio = b.ratio === undefined ? undefined : formatPercent(b.ratio * 100, 2)
  return (
    <section className="db-card" aria-labelledby="db-pegs-title" data-testid="dashboard-pegs">
      <header className="db-card-header">
        <h2 id="db-pegs-title">{t`L-BTC peg`}</h2>
      </header>
      <dl className="la-figures">
        <Figure label={t`L-BTC supply`} query={supply} testId="dashboard-pegs-supply">
          {(s) => <Coins sats={s.amount ?? 0} liquid />}
        </Figure>
        <Figure label={t`BTC reserves`} query={reserves} testId="dashboard-pegs-reserves">
          {(r) => (
            <>
              <Coins sats={r.amount ?? 0} />
              {ratio === undefined ? null : (
                <small className="muted"> {t`(${ratio} of the supply)`}</small>
              )}
            </>
          )}
        </Figure>
      </dl>
      <Link to={networkPath(network, '/audit')} data-testid="dashboard-pegs-audit">
        {t`Peg audit`}
      </Link>
    </section>
  )
}
