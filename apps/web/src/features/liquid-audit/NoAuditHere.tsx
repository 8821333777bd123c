import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'

/** Said on a Bitcoin network: the peg audit is the Liquid federation's, so it lives on Liquid. */
export function NoAuditHere() {
  const network = useNetwork()
  // The Liquid network pegged to this one: Liquid Testnet's parent is Testnet3.
  const liquid = network === 'testnet' ? 'liquidtestnet' : 'liquid'
  const here = networkLabels[network]
  const there = networkLabels[liquid]
  return (
    <div className="page notice" data-testid="no-audit">
      <PageTitle>{t`Peg audit is on Liquid`}</PageTitle>
      <h1>{t`The peg audit exists on Liquid only`}</h1>
      <p>
        {t`The peg audit compares the L-BTC issued on Liquid with the bitcoin its federation holds.`}{' '}
        {t`${here} has no federation to audit.`}
      </p>
      <p>
        <Link to={networkPath(liquid, '/audit')} data-testid="no-audit-liquid">
          {t`The peg audit on ${there}`}
        </Link>
        {' · '}
        <Link to={networkPath(network)}>{t`Back to the ${here} dashboard`}</Link>
      </p>
    </div>
  )
}
