import { t } from '@lingui/core/macro'
import { NavSheet, preloadNavSheet } from '../../app/panels'
import { PanelButton } from '../../components/PanelButton'

/** Narrow screens: the menu button opens the navigation in a bottom sheet. */
export function NavDrawer() {
  return (
    <PanelButton
      label={t`Menu`}
      testId="menu-button"
      className="icon-button menu-button"
      panel={NavSheet}
      preload={preloadNavSheet}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
      </svg>
    </PanelButton>
  )
}
