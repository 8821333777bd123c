import { Route, Routes } from 'react-router'
import { type Config, WagmiProvider } from 'wagmi'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { type SwapClients, SwapClientsContext } from './clients'
import { SwapPage } from './SwapPage'
import { SwapStatusPage } from './SwapStatusPage'

/**
 * The swap pages over a service's clients and a wagmi config. The header's wallet runtime reconnects a
 * remembered wallet on the shared config, so this provider does not reconnect again.
 */
export function SwapRoot({ clients, wagmiConfig }: { clients: SwapClients; wagmiConfig: Config }) {
  return (
    <SwapClientsContext value={clients}>
      <WagmiProvider config={wagmiConfig} reconnectOnMount={false}>
        <Routes>
          <Route index element={<SwapPage />} />
          <Route path=":id" element={<SwapStatusPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </WagmiProvider>
    </SwapClientsContext>
  )
}
