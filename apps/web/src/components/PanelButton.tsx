import { type ComponentType, type ReactNode, Suspense, useState } from 'react'

/** What a panel opened by a PanelButton takes. */
export interface PanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

interface Props {
  label: string
  testId: string
  className: string
  /** The panel (lazy, see app/panels.ts): mounted on the first click, then kept to animate closed. */
  panel: ComponentType<PanelProps>
  /**
   * Fetches the panel's code when the user heads for the button (pointer over it, touch, keyboard focus), so
   * it is there by the click without weighing on pages that never open it.
   */
  preload: () => void
  /** The icon. */
  children: ReactNode
}

/** A header button that opens a dialog panel, loading the panel only when the user heads for it. */
export function PanelButton({ label, testId, className, panel: Panel, preload, children }: Props) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid={testId}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        {children}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <Panel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
