import './swap.css'
import { t } from '@lingui/core/macro'
import { useMemo } from 'react'
import { useAppConfig } from '../../app/ConfigContext'
import { useNetwork } from '../../app/useNetwork'
import { NoticePage } from '../../components/NoticePage'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { walletConfigFor } from '../wallet/walletConfig'
import { createSwapClients } from './clients'
import { SwapRoot } from './SwapRoot'

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
    return <NotFoundPage reason={t`Swaps exist on the Bitcoin main network only.`} />
  }
  if (!clients) {
    return (
      <NoticePage title={t`Swap`} testId="swap-unconfigured">
        {t`No swap service is configured for this explorer. Its operator can name one in the server config (swapApi).`}
      </NoticePage>
    )
  }
  return <SwapRoot clients={clients} wagmiConfig={walletConfigFor(evmChains)} />
}
