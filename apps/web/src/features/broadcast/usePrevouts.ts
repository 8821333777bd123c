import { getTransaction } from '@outpoint/explorer-client'
import type { DecodedTransaction } from '@outpoint/explorer-client/tx'
import { useQueries } from '@tanstack/react-query'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { type PrevoutValues, prevoutValues } from './fee'

/** Enough previous transactions for ordinary pastes; beyond it the fee stays unknown rather than flood the service. */
const maxPrevTxs = 40

/** A spent output the paste itself describes (a PSBT's witness or non-witness UTXO). */
export interface KnownPrevout {
  value: number
  scriptPubKey: string
}

/**
 * The spent outputs' values of a decoded transaction, and its fee: those in `known` as given, the others
 * fetched from the data service (with the address each paid, when the service names one).
 */
export function usePrevouts(
  tx: DecodedTransaction | undefined,
  known: readonly (KnownPrevout | undefined)[] = [],
): PrevoutValues & {
  /** The address of each input's spent output, when fetched and the service names one. */
  addresses: (string | undefined)[]
  /** Previous transactions the service does not know (or could not give). */
  failed: string[]
  tooMany: boolean
} {
  const client = useExplorerClient()
  const unknown = tx?.inputs.filter((input, i) => !input.coinbase && !known[i]) ?? []
  const txids = [...new Set(unknown.map((i) => i.txid))]
  const tooMany = txids.length > maxPrevTxs
  const results = useQueries({
    queries: (tooMany ? [] : txids).map((txid) => ({
      queryKey: explorerKey(client, 'tx', txid),
      queryFn: ({ signal }: { signal: AbortSignal }) => getTransaction(client, { txid, signal }),
      retry: false,
    })),
  })
  const byTxid = new Map<string, { value: number; address?: string | undefined }[]>()
  const failed: string[] = []
  results.forEach((result, i) => {
    const txid = txids[i] as string
    if (result.data)
      byTxid.set(
        txid,
        result.data.vout.map((vout) => ({
          value: vout.value ?? 0,
          address: vout.scriptpubkey_address,
        })),
      )
    if (result.isError) failed.push(txid)
  })
  const empty = { inputs: [], fee: undefined, feeRate: undefined, missing: [] }
  const values = tx
    ? prevoutValues(
        tx,
        (txid) => byTxid.get(txid)?.map((o) => o.value),
        known.map((k) => k?.value),
      )
    : empty
  const addresses = tx?.inputs.map((input) => byTxid.get(input.txid)?.[input.vout]?.address) ?? []
  return { ...values, addresses, failed, tooMany }
}
