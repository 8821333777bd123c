import { Navigate } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'

/** `/api` and `/docs`: the REST docs, as on mempool.space. */
export default function ApiRedirect() {
  const network = useNetwork()
  return <Navigate replace to={networkPath(network, '/docs/api/rest')} />
}
