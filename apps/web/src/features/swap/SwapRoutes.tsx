import './swap.css'
import { useMemo } from 'react'
import { Route, Routes } from 'react-router'
import { WagmiProvider } from 'wagmi'
import { useAppConfig } from '../../app/ConfigContext'
import { useNetwork } from '../../app/useNetwork'
import { NoticePage } from '../../components/NoticePage'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { walletConfigFor } from '../wallet/walletConfig'
import { createSwapClients, SwapClientsContext } from './clients'
import { SwapPage } from './SwapPage'
import { SwapStatusPage } from './SwapStatusPage'

/**
 * `/swap` and `/swap/:id`, on the main network only (the swap service pays out on simnet's or Bitcoin's
 * main chain). The wallet's wagmi config is the one the header's wallet uses, so both see one connection;
 * the header's runtime reconnects a remembered wallet, so this provider does not.
 */
export default function SwapRoutes() {
  const network = useNetwork()
  const { swapApi, evmChains } = useAppConfig()
  const clients = useMemo(() => (swapApi ? createSwapClients(swapApi) : undefined), [swapApi])
  if (network !== 'main') {
    return <NotFoundPage reason="Swaps exist on the Bitcoin main network only." />
  }
  if (!clients) {
    return (
      <NoticePage title="Swap" testId="swap-unconfigured">
        No swap service is configured for this explorer. Its operator can name one in the server
        config (swapApi).
      </NoticePage>
    )
  }
  return (
    <SwapClientsContext value={clients}>
      <WagmiProvider config={walletConfigFor(evmChains)} reconnectOnMount={false}>
        <Routes>
          <Route index element={<SwapPage />} />
          <Route path=":id" element={<SwapStatusPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </WagmiProvider>
    </SwapClientsContext>
  )
}
