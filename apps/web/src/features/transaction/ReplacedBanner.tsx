import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { useReplacedBy } from './useReplacedBy'

/** "Replaced by …" once the live feed or the service's replacement history says another took its place. */
export function ReplacedBanner({ txid }: { txid: string }) {
  const network = useNetwork()
  const { by } = useReplacedBy(txid)
  if (!by) return null
  return (
    <p className="tx-replaced" role="status" data-testid="tx-replaced">
      <Trans>
        This transaction was replaced by{' '}
        <Link to={networkPath(network, `/tx/${by}`)} className="tx-id">
          {by}
        </Link>
        .
      </Trans>
    </p>
  )
}
