import { plural, t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { lightningPaths } from '../paths'
import type { MapNode } from './model'

/** The clicked node: alias and key as text (both come from the network), and a link to its page. */
export function MapNodeCard({ node, onClose }: { node: MapNode; onClose: () => void }) {
  const network = useNetwork()
  const channels = node.channels
  return (
    <div className="ln-map-card" data-testid="lightning-map-selected">
      <strong className="ln-map-alias">{node.alias || t`No alias`}</strong>
      <code className="ln-map-key">{node.publicKey}</code>
      {channels > 0 && <span>{plural(channels, { one: '# channel', other: '# channels' })}</span>}
      <Link to={lightningPaths.node(network, node.publicKey)}>{t`Open the node's page`}</Link>
      <button type="button" onClick={onClose} aria-label={t`Close`}>
        ×
      </button>
    </div>
  )
}
