import './wallet-button.css'
import { t } from '@lingui/core/macro'
import { lazy, Suspense, useEffect, useState } from 'react'
import { browserStorage } from '../../app/browserStorage'
import { type WalletStatus, wasConnected } from './storedConnection'

/** What the wallet chunk reports back to the header button. */
export interface WalletSummary {
  status: WalletStatus
  address?: string | undefined
}

/** What the lazily loaded wallet runtime takes from the button. */
export interface WalletRuntimeProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onSummary: (summary: WalletSummary) => void
}

// wagmi and viem live in this chunk only: the header itself never imports them.
export const loadWalletRuntime = () => import('./WalletRuntime')
const WalletRuntime = lazy(() => loadWalletRuntime().then((m) => ({ default: m.WalletRuntime })))

/**
 * The header's wallet button: shows the connection state at all times and opens the wallet panel. The
 * wallet code loads on the first click, or right after the first paint when a wallet was connected
 * before, so that it reconnects by itself.
 */
export function WalletButton() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  // Before the chunk answers, a remembered connection is about to be restored: say so, not "disconnected".
  const [summary, setSummary] = useState<WalletSummary>(() => ({
    status: wasConnected(browserStorage()) ? 'reconnecting' : 'disconnected',
  }))
  // Effects run after the browser has painted: the first paint never waits for the wallet chunk.
  useEffect(() => {
    if (wasConnected(browserStorage())) setLoaded(true)
  }, [])

  const { status, address } = summary
  return (
    <>
      <button
        type="button"
        className="wallet-button"
        data-testid="wallet-button"
        data-status={status}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <span className="wallet-dot" aria-hidden="true" />
        {status === 'disconnected' ? null : <span className="visually-hidden">{t`Wallet:`} </span>}
        <span className="wallet-status" data-testid="wallet-status">
          {/* "disconnected" read as the site being offline: the button says what it does. */}
          {status === 'disconnected' ? t`Connect wallet` : statusText(status)}
        </span>
        {address && status === 'connected' ? (
          <span className="wallet-short" title={address}>
            {shortAddress(address)}
          </span>
        ) : null}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <WalletRuntime open={open} onOpenChange={setOpen} onSummary={setSummary} />
        </Suspense>
      ) : null}
    </>
  )
}

/** The button's word for a state other than disconnected (which says what the button does instead). */
function statusText(status: Exclude<WalletStatus, 'disconnected'>): string {
  switch (status) {
    case 'connecting':
      return t({ message: 'connecting', comment: 'the wallet button: the wallet is connecting' })
    case 'connected':
      return t({ message: 'connected', comment: 'the wallet button: a wallet is connected' })
    case 'reconnecting':
      return t({ message: 'reconnecting', comment: 'the wallet button: a wallet is reconnecting' })
  }
}

/** `0x1234…abcd`: enough to recognise an address at a glance. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
