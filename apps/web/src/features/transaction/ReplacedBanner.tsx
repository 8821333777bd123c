import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { useExplorerClient } from '../../queries/client'
import { replacedByKey } from './useTxLive'

/** "Replaced by …" once the live feed says another transaction took this one's place. */
export function ReplacedBanner({ txid }: { txid: string }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const { data: by } = useQuery<string | null>({
    queryKey: replacedByKey(client, txid),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (!by) return null
  return (
    <p className="tx-replaced" role="status" data-testid="tx-replaced">
      This transaction was replaced by{' '}
      <Link to={networkPath(network, `/tx/${by}`)} className="tx-id">
        {by}
      </Link>
      .
    </p>
  )
}
