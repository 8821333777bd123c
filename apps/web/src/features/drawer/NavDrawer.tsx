import { Suspense, useState } from 'react'
import { NavSheet } from '../../app/panels'

/** Narrow screens: the menu button opens the navigation in a bottom sheet. */
export function NavDrawer() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <button
        type="button"
        className="icon-button menu-button"
        data-testid="menu-button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <NavSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
