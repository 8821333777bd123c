import { Link } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'

/** Said on a Bitcoin network: the peg audit is the Liquid federation's, so it lives on Liquid. */
export function NoAuditHere() {
  const network = useNetwork()
  // The Liquid network pegged to this one: Liquid Testnet's parent is Testnet3.
  const liquid = network === 'testnet' ? 'liquidtestnet' : 'liquid'
  return (
    <div className="page notice" data-testid="no-audit">
      <PageTitle>Peg audit is on Liquid</PageTitle>
      <h1>The peg audit exists on Liquid only</h1>
      <p>
        The peg audit compares the L-BTC issued on Liquid with the bitcoin its federation holds.{' '}
        {networkLabels[network]} has no federation to audit.
      </p>
      <p>
        <Link to={networkPath(liquid, '/audit')} data-testid="no-audit-liquid">
          The peg audit on {networkLabels[liquid]}
        </Link>
        {' · '}
        <Link to={networkPath(network)}>Back to the {networkLabels[network]} dashboard</Link>
      </p>
    </div>
  )
}
