import { networkLabels } from '../app/networks'
import { useNetwork } from '../app/useNetwork'

/**
 * The document's title for the page shown: what it is, the network when not Bitcoin's main one, the app.
 * React hoists the element into the document's head; each page renders one.
 */
export function PageTitle({ children }: { children: string }) {
  const network = useNetwork()
  const parts = [children, ...(network === 'main' ? [] : [networkLabels[network]]), 'Outpoint']
  return <title>{parts.join(' · ')}</title>
}
