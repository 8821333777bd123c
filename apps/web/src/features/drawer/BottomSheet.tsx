import './sheet.css'
import { Dialog } from '@base-ui/react/dialog'
import { t } from '@lingui/core/macro'
import { type CSSProperties, type ReactNode, useRef, useState } from 'react'
import { useSheetDrag } from './useSheetDrag'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Heights it rests at, as fractions of its full height, ascending. */
  snaps?: readonly number[]
  /** Index of the snap point it opens at. */
  initialSnap?: number
  children: ReactNode
}

/**
 * A bottom sheet: Base UI's modal Dialog (focus trap, Escape, page scroll lock, accessible title) with
 * our own drag, snap points and dismissal rules on top (see gesture.ts), animated in 0.5 s by CSS.
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  snaps = [0.5, 1],
  initialSnap = 0,
  children,
}: Props) {
  const popup = useRef<HTMLDivElement>(null)
  const [snap, setSnap] = useState(initialSnap)
  const drag = useSheetDrag({
    popup,
    snaps,
    snap,
    onSnap: setSnap,
    onClose: () => onOpenChange(false),
  })
  const expanded = snap === snaps.length - 1

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setSnap(initialSnap)
        onOpenChange(next)
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className="sheet-backdrop" />
        <Dialog.Popup
          ref={popup}
          className="sheet"
          data-testid="drawer"
          data-snap={snap}
          style={{ '--sheet-snap': snaps[snap] ?? 1 } as CSSProperties}
          {...drag}
        >
          <button
            type="button"
            className="sheet-handle"
            aria-label={expanded ? t`Shrink the panel` : t`Expand the panel`}
            onClick={() => setSnap(expanded ? 0 : snaps.length - 1)}
          />
          <Dialog.Title className="sheet-title">{title}</Dialog.Title>
          <div className="sheet-body">{children}</div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
