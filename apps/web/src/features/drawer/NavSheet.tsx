import { NavLinks } from '../header/NavLinks'
import { BottomSheet } from './BottomSheet'

/** The navigation bottom sheet (loaded on first use: not needed to render a page). */
export function NavSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="Menu">
      <nav aria-label="Sections">
        <NavLinks onNavigate={() => onOpenChange(false)} />
      </nav>
    </BottomSheet>
  )
}
