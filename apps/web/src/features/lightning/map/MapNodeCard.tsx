import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { formatInteger } from '../../../format/number'
import { lightningPaths } from '../paths'
import type { MapNode } from './model'

/** The clicked node: alias and key as text (both come from the network), and a link to its page. */
export function MapNodeCard({ node, onClose }: { node: MapNode; onClose: () => void }) {
  const network = useNetwork()
  return (
    <div className="ln-map-card" data-testid="lightning-map-selected">
      <strong className="ln-map-alias">{node.alias || 'No alias'}</strong>
      <code className="ln-map-key">{node.publicKey}</code>
      {node.channels > 0 && <span>{formatInteger(node.channels)} channels</span>}
      <Link to={lightningPaths.node(network, node.publicKey)}>Open the node's page</Link>
      <button type="button" onClick={onClose} aria-label="Close">
        ×
      </button>
    </div>
  )
}
