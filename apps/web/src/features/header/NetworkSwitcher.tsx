import { t } from '@lingui/core/macro'
import { networks } from '@outpoint/explorer-client'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import { isNetwork, networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { analyticsEvents } from '../analytics/events'
import { useTrack } from '../analytics/useTrack'

/** Switches to another network's dashboard: ids of one network mean nothing on another. */
export function NetworkSwitcher() {
  const network = useNetwork()
  const navigate = useNavigate()
  const track = useTrack()
  const id = useId()
  return (
    <span className="network-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t`Network`}
      </label>
      <select
        id={id}
        data-testid="network-switcher"
        value={network}
        onChange={(event) => {
          const to = event.target.value
          if (!isNetwork(to)) return
          track(analyticsEvents.networkSwitch, { from: network, to })
          navigate(networkPath(to))
        }}
      >
        {networks.map((n) => (
          <option key={n} value={n}>
            {networkLabels[n]}
          </option>
        ))}
      </select>
    </span>
  )
}
