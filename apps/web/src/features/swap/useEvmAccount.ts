import type { Address } from 'viem'
import { useBalance, useConnection } from 'wagmi'
import type { SwapChain } from './model/assets'

export interface EvmAccount {
  address: Address | undefined
  /** The native balance on the swap's chain, once known. */
  balance: bigint | undefined
}

/** The connected wallet as the swap form needs it, for an EVM source chain (else nothing is asked). */
export function useEvmAccount(chain: SwapChain | undefined): EvmAccount {
  const { address, status } = useConnection()
  const evm = chain?.type === 'evm' ? chain.id : undefined
  const balance = useBalance({
    address,
    chainId: evm,
    query: { enabled: evm !== undefined && address !== undefined && status === 'connected' },
  })
  return {
    address: status === 'connected' ? address : undefined,
    balance: balance.data?.value,
  }
}
