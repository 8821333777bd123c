import { t } from '@lingui/core/macro'
import type { PanelProps } from '../../components/PanelButton'
import { NavLinks } from '../header/NavLinks'
import { BottomSheet } from './BottomSheet'

/** The navigation bottom sheet (loaded on first use: not needed to render a page). */
export function NavSheet({ open, onOpenChange }: PanelProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={t`Menu`}>
      <nav aria-label={t`Sections`}>
        <NavLinks onNavigate={() => onOpenChange(false)} />
      </nav>
    </BottomSheet>
  )
}
