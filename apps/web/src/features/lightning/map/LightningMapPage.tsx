import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { lightningPaths } from '../paths'
import { LightningMap } from './LightningMap'

/** `/lightning/map`: the whole network on the world map. */
export default function LightningMapPage() {
  const network = useNetwork()
  return (
    <div className="page" data-testid="lightning-map-page">
      <h1>{t`Lightning map`}</h1>
      <p>
        {t`The largest channels between located nodes. Drag or use the arrow keys to pan, the wheel, + and − to zoom; point at a node for its alias.`}{' '}
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
      </p>
      <LightningMap height={Math.min(560, Math.max(320, Math.round(window.innerHeight * 0.65)))} />
    </div>
  )
}
