import { Route, Routes } from 'react-router'
import { type Config, WagmiContext } from 'wagmi'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { type SwapClients, SwapClientsContext } from './clients'
import { SwapPage } from './SwapPage'
import { SwapStatusPage } from './SwapStatusPage'

/**
 * The swap pages over a service's clients and a wagmi config. The config is handed down as context only,
 * not through WagmiProvider: the header's wallet runtime already hydrates and reconnects it, and
 * WagmiProvider with `reconnectOnMount={false}` clears the config's connections on every render (wagmi's
 * Hydrate), so each move between the swap pages dropped the connected account the header still showed.
 */
export function SwapRoot({ clients, wagmiConfig }: { clients: SwapClients; wagmiConfig: Config }) {
  return (
    <SwapClientsContext value={clients}>
      <WagmiContext value={wagmiConfig}>
        <Routes>
          <Route index element={<SwapPage />} />
          <Route path=":id" element={<SwapStatusPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </WagmiContext>
    </SwapClientsContext>
  )
}
