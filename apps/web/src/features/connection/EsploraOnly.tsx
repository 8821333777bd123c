import { t } from '@lingui/core/macro'
import { useEsploraPolling } from '../../live/useEsploraPolling'
import { useServiceKind } from '../../queries/serviceKind'

/**
 * Finds out whether the data service has only the Esplora routes (blockstream.info, a bare electrs) and,
 * when it has, says what is missing and keeps the pages current by polling instead of the live feed.
 */
export function EsploraOnly() {
  const esplora = useServiceKind() === 'esplora'
  useEsploraPolling(esplora)
  if (!esplora) return null
  const missing = t`no /api/v1 (mempool's fee levels, projected blocks, mining, Lightning, statistics) and no live feed. Pages refresh every 30 seconds instead.`
  return (
    <div className="connection-banner esplora-only" role="status" data-testid="esplora-only-notice">
      {t`This service has only the Esplora routes: ${missing}`}
    </div>
  )
}
