import type { Address } from 'viem'
import { useBalance, useConnection } from 'wagmi'
import type { SwapChain } from './model/assets'

export interface EvmAccount {
  address: Address | undefined
  /** The wallet's current chain. */
  chainId: number | undefined
  /** The native balance on the swap's chain, once known. */
  balance: bigint | undefined
  refetchBalance: () => void
}

/** The connected wallet as the swap form needs it, for an EVM source chain (else nothing is asked). */
export function useEvmAccount(chain: SwapChain | undefined): EvmAccount {
  const { address, chainId, status } = useConnection()
  const evm = chain?.type === 'evm' ? chain.id : undefined
  const balance = useBalance({
    address,
    chainId: evm,
    query: { enabled: evm !== undefined && address !== undefined && status === 'connected' },
  })
  return {
    address: status === 'connected' ? address : undefined,
    chainId,
    balance: balance.data?.value,
    refetchBalance: () => void balance.refetch(),
  }
}
