import { t } from '@lingui/core/macro'
import { Link, useParams } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { PageTitle } from '../../components/PageTitle'
import { useNow } from '../../components/useNow'
import { formatClock } from '../../format/time'
import { useTipHeight } from '../../queries/useTipHeight'
import { useSettings } from '../../settings/useSettings'
import { formatCount } from '../dashboard/model/format'
import { parseClockView } from './clockView'
import { MinedClock } from './MinedClock'
import { ProjectedClock } from './ProjectedClock'
import './clock.css'

/**
 * `/clock`, `/clock/:mode/:index`: mempool.space's kiosk view, one block in large type for a screen on the
 * wall: a projected block (`mempool`) or one `index` blocks below the tip (`mined`), live, with the time.
 */
export default function ClockPage() {
  const { mode, index } = useParams()
  const network = useNetwork()
  const view = parseClockView(mode, index)
  if (view.mode === 'invalid')
    return (
      <div className="clock" data-testid="clock-invalid">
        <PageTitle>
          {t({ message: 'Clock', comment: 'the page of one block in large type' })}
        </PageTitle>
        <h1 className="clock-label">{t`Not a clock view`}</h1>
        <p className="clock-message">{view.reason}</p>
        <p>
          <Link to={networkPath(network, '/clock')}>{t`Show the next block`}</Link>
        </p>
      </div>
    )
  return (
    <div className="clock" data-testid="clock" data-mode={view.mode}>
      <PageTitle>
        {t({ message: 'Clock', comment: 'the page of one block in large type' })}
      </PageTitle>
      {view.mode === 'mempool' ? (
        <ProjectedClock index={view.index} />
      ) : (
        <MinedClock index={view.index} />
      )}
      <ClockFooter />
    </div>
  )
}

function ClockFooter() {
  const now = useNow()
  const tip = useTipHeight()
  const { settings } = useSettings()
  const height = tip === undefined ? '…' : formatCount(tip)
  return (
    <p className="clock-footer">
      <span data-testid="clock-time">{formatClock(now, settings.time)}</span>
      <span data-testid="clock-tip">{t`Height ${height}`}</span>
    </p>
  )
}
