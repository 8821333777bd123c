import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { AuditStatus, FederationFigures, RecentVolume, Totals } from './AuditFigures'
import {
  pegsMonthOptions,
  pegsTotalOptions,
  reservesMonthOptions,
  reservesTotalOptions,
} from './queries'
import { SupplyChart } from './SupplyChart'
import { useAuditLive } from './useAuditLive'
import { useLiquidClient } from './useLiquidClient'

/** `/audit`: the federation's books at a glance, asked again at each new Liquid block. */
export default function AuditPage() {
  useAuditLive()
  const network = useNetwork()
  return (
    <div className="page la-page" data-testid="audit-page">
      <PageTitle>{t`Peg audit`}</PageTitle>
      <h1>{t`Liquid peg audit`}</h1>
      <p className="muted">
        {t`Every L-BTC is issued against bitcoin the Liquid federation holds: the supply, from the pegs on Liquid, set against the reserves, the federation's outputs on Bitcoin.`}
      </p>
      <AuditStatus />
      <Totals />
      <section aria-labelledby="audit-chart-title">
        <h2 id="audit-chart-title">{t`Supply and reserves over time`}</h2>
        <HistoryChart />
      </section>
      <section aria-labelledby="audit-pegs-title">
        <h2 id="audit-pegs-title">{t`Recent pegs`}</h2>
        <RecentVolume />
        <Link to={networkPath(network, '/audit/pegs')} data-testid="audit-pegs-link">
          {t`All pegs`}
        </Link>
      </section>
      <section aria-labelledby="audit-federation-title">
        <h2 id="audit-federation-title">{t`Federation wallet`}</h2>
        <FederationFigures />
        <p className="la-links">
          <Link to={networkPath(network, '/audit/wallet/utxos')} data-testid="audit-utxos-link">
            {t`Federation outputs`}
          </Link>
          <Link
            to={networkPath(network, '/audit/wallet/addresses')}
            data-testid="audit-addresses-link"
          >
            {t`Federation addresses`}
          </Link>
        </p>
      </section>
    </div>
  )
}

function HistoryChart() {
  const client = useLiquidClient()
  const pegs = useQuery(pegsMonthOptions(client))
  const reserves = useQuery(reservesMonthOptions(client))
  const supplyNow = useQuery(pegsTotalOptions(client))
  const reservesNow = useQuery(reservesTotalOptions(client))
  const failed = [pegs, reserves, supplyNow, reservesNow].find((query) => query.isError)
  if (failed) {
    return (
      <ErrorNote
        what={t`Could not load the monthly figures`}
        error={failed.error}
        retry={() => void failed.refetch()}
        testId="audit-chart-error"
      />
    )
  }
  if (!pegs.data || !reserves.data || !supplyNow.data || !reservesNow.data) {
    // As tall as the chart it waits for: the sections under it stay put when the figures land.
    return (
      <p className="muted la-chart-pending" aria-busy="true">
        {t`Loading the monthly figures…`}
      </p>
    )
  }
  return (
    <SupplyChart
      pegs={pegs.data}
      reserves={reserves.data}
      now={{ supply: supplyNow.data.amount ?? 0, reserves: reservesNow.data.amount ?? 0 }}
    />
  )
}
