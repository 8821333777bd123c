import { loadRecent, type RecentTransaction, saveRecent, upsertRecent } from '@outpoint/wallet'
import { useCallback, useState } from 'react'
import { browserStorage } from '../../app/browserStorage'

export interface RecentTransactions {
  /** This account's recent transactions on this chain, newest first. */
  list: RecentTransaction[]
  /**
   * Stores a transaction's latest state under the chain and account it was sent from: a transaction
   * followed after the user switched chain or account still lands in the right list.
   */
  record: (chainId: number, address: string, tx: RecentTransaction) => void
}

/** The session's recent transactions of `address` on `chainId`, kept in localStorage. */
export function useRecentTransactions(
  chainId: number | undefined,
  address: string,
): RecentTransactions {
  const key = chainId === undefined ? undefined : `${chainId}:${address.toLowerCase()}`
  const read = (): RecentTransaction[] => {
    const storage = browserStorage()
    return storage && chainId !== undefined ? loadRecent(storage, chainId, address) : []
  }
  const [state, setState] = useState(() => ({ key, list: read() }))
  // Another account or chain: read its list during this render rather than show the previous one.
  if (state.key !== key) setState({ key, list: read() })

  const record = useCallback((txChainId: number, txAddress: string, tx: RecentTransaction) => {
    const storage = browserStorage()
    const list = upsertRecent(storage ? loadRecent(storage, txChainId, txAddress) : [], tx)
    if (storage) saveRecent(storage, txChainId, txAddress, list)
    const txKey = `${txChainId}:${txAddress.toLowerCase()}`
    setState((current) => (current.key === txKey ? { key: txKey, list } : current))
  }, [])
  return { list: state.list, record }
}
