import type { AddressInfo, Transaction, Utxo } from '@outpoint/explorer-client'
import { type ChainIndex, chainCount, deriveAddress } from './derive'
import type { WalletSpec } from './descriptor'
import type { AddressParams } from './networks'

/** The three questions asked of the data host, each already paced and retried by the caller's client. */
export interface ScanApi {
  stats(address: string, signal?: AbortSignal): Promise<AddressInfo>
  transactions(address: string, signal?: AbortSignal): Promise<Transaction[]>
  utxos(address: string, signal?: AbortSignal): Promise<Utxo[]>
}

export interface ScanOptions {
  /** Unused addresses in a row after which a chain ends (default 20). */
  gapLimit: number
  /** Addresses asked at once (default 5); their requests are still paced one by one. */
  batchSize?: number
  signal?: AbortSignal
  onProgress?: (progress: ScanProgress) => void
}

export interface ScanProgress {
  /** Addresses asked about so far, both chains. */
  checked: number
  /** Of them, with any transaction. */
  used: number
  /** Transactions and UTXOs of used addresses read so far. */
  detailed: number
}

export interface ScannedAddress {
  chain: ChainIndex
  index: number
  address: string
  info: AddressInfo
  transactions: Transaction[]
  utxos: Utxo[]
}

export interface ScanResult {
  used: ScannedAddress[]
  /** Addresses looked at per chain (used or not). */
  checked: number[]
  /** The first receive index after the last used one. */
  nextReceiveIndex: number
  nextReceiveAddress: string
}

const txCount = (info: AddressInfo) => info.chain_stats.tx_count + info.mempool_stats.tx_count

/**
 * Walks each chain from index 0 in batches until `gapLimit` addresses in a row have no transaction, then
 * reads the used addresses' transactions and UTXOs.
 */
export async function scanWallet(
  spec: WalletSpec,
  params: AddressParams,
  api: ScanApi,
  { gapLimit, batchSize = 5, signal, onProgress }: ScanOptions,
): Promise<ScanResult> {
  const progress: ScanProgress = { checked: 0, used: 0, detailed: 0 }
  const found: Omit<ScannedAddress, 'transactions' | 'utxos'>[] = []
  const checked: number[] = []
  let nextReceiveIndex = 0
  for (let chain = 0 as ChainIndex; chain < chainCount(spec); chain = (chain + 1) as ChainIndex) {
    let gap = 0
    let index = 0
    while (gap < gapLimit) {
      const size = Math.min(batchSize, gapLimit - gap)
      const batch = Array.from({ length: size }, (_, i) => index + i)
      const infos = await Promise.all(
        batch.map(async (i) => {
          const address = deriveAddress(spec, params, chain, i)
          return { index: i, address, info: await api.stats(address, signal) }
        }),
      )
      for (const entry of infos) {
        if (txCount(entry.info) > 0) {
          found.push({ chain, ...entry })
          gap = 0
          progress.used += 1
          if (chain === 0) nextReceiveIndex = entry.index + 1
        } else gap += 1
      }
      index += size
      progress.checked += size
      onProgress?.({ ...progress })
    }
    checked.push(index)
  }
  const used: ScannedAddress[] = []
  for (const entry of found) {
    const [transactions, utxos] = await Promise.all([
      api.transactions(entry.address, signal),
      api.utxos(entry.address, signal),
    ])
    used.push({ ...entry, transactions, utxos })
    progress.detailed += 1
    onProgress?.({ ...progress })
  }
  return {
    used,
    checked,
    nextReceiveIndex,
    nextReceiveAddress: deriveAddress(spec, params, 0, nextReceiveIndex),
  }
}
