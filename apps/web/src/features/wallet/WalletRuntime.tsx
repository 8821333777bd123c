import { useEffect } from 'react'
import { useConnection, WagmiProvider } from 'wagmi'
import { useAppConfig } from '../../app/ConfigContext'
import type { WalletRuntimeProps, WalletSummary } from './WalletButton'
import { WalletPanel } from './WalletPanel'
import { walletConfigFor } from './walletConfig'

/**
 * The wallet chunk's root: wagmi for the configured chains (reconnecting a remembered wallet on mount),
 * reporting the connection state to the header button, and the panel. wagmi's queries go into the app's
 * own TanStack query client, found in context.
 */
export function WalletRuntime({ open, onOpenChange, onSummary }: WalletRuntimeProps) {
  const { evmChains } = useAppConfig()
  const config = walletConfigFor(evmChains)
  return (
    <WagmiProvider config={config}>
      <SummaryReporter onSummary={onSummary} />
      <WalletPanel open={open} onOpenChange={onOpenChange} />
    </WagmiProvider>
  )
}

function SummaryReporter({ onSummary }: { onSummary: (summary: WalletSummary) => void }) {
  const { status, address } = useConnection()
  useEffect(() => onSummary({ status, address }), [onSummary, status, address])
  return null
}
