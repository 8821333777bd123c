import type { Network } from '@outpoint/explorer-client'
import { useParams } from 'react-router'
import { networkFromSegment } from './networks'

/** The network of the current URL: its first segment (`/testnet/...`), main at the root. */
export function useNetwork(): Network {
  const { network } = useParams()
  return networkFromSegment(network) ?? 'main'
}
