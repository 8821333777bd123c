import '../../components/dialog.css'
import './settings.css'
import { Dialog } from '@base-ui/react/dialog'
import { t } from '@lingui/core/macro'
import type { PanelProps } from '../../components/PanelButton'
import { SettingsForm } from './SettingsForm'

/** The settings panel (loaded on first use). */
export function SettingsDialog({ open, onOpenChange }: PanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Popup className="dialog" data-testid="settings-panel">
          <Dialog.Title className="dialog-title">{t`Settings`}</Dialog.Title>
          <SettingsForm />
          <Dialog.Close className="button dialog-close">
            {t({ message: 'Done', comment: 'closes the panel' })}
          </Dialog.Close>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
