import { createContext, use, useEffect, useMemo } from 'react'
import { useConnection, WagmiProvider } from 'wagmi'
import { useAppConfig } from '../../app/ConfigContext'
import type { PanelProps } from '../../components/PanelButton'
import type { WalletRuntimeProps, WalletSummary } from './WalletButton'
import { WalletPanel } from './WalletPanel'
import { walletConfigFor } from './walletConfig'

const PanelState = createContext<PanelProps>({ open: false, onOpenChange: () => {} })

/**
 * The wallet chunk's root: wagmi for the configured chains (reconnecting a remembered wallet on mount),
 * reporting the connection state to the header button, and the panel. wagmi's queries go into the app's
 * own TanStack query client, found in context.
 */
export function WalletRuntime({ open, onOpenChange, onSummary }: WalletRuntimeProps) {
  const { evmChains } = useAppConfig()
  const config = walletConfigFor(evmChains)
  // WagmiProvider starts a reconnect on every render of itself, and a reconnect changes the state the
  // button shows, which renders this again: so the provider is rendered once per config, and opening
  // or closing the panel reaches the panel through context without rendering the provider.
  const tree = useMemo(
    () => (
      <WagmiProvider config={config}>
        <SummaryReporter onSummary={onSummary} />
        <PanelHost />
      </WagmiProvider>
    ),
    [config, onSummary],
  )
  const panel = useMemo(() => ({ open, onOpenChange }), [open, onOpenChange])
  return <PanelState value={panel}>{tree}</PanelState>
}

function PanelHost() {
  const { open, onOpenChange } = use(PanelState)
  return <WalletPanel open={open} onOpenChange={onOpenChange} />
}

function SummaryReporter({ onSummary }: { onSummary: (summary: WalletSummary) => void }) {
  const { status, address } = useConnection()
  useEffect(() => onSummary({ status, address }), [onSummary, status, address])
  return null
}
