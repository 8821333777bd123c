import { Navigate } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** `/pushtx`: mempool.space's other name for the broadcast page, on the same network. */
export function PushTxRedirect() {
  return <Navigate replace to={networkPath(useNetwork(), '/tx/push')} />
}
