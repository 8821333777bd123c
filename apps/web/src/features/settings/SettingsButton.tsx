import { t } from '@lingui/core/macro'
import { preloadSettingsDialog, SettingsDialog } from '../../app/panels'
import { PanelButton } from '../../components/PanelButton'

export function SettingsButton() {
  return (
    <PanelButton
      label={t`Settings`}
      testId="settings-button"
      className="icon-button"
      panel={SettingsDialog}
      preload={preloadSettingsDialog}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </PanelButton>
  )
}
