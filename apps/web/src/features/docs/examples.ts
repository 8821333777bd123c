import {
  type ExplorerClient,
  getBlockTipHash,
  getBlockTipHeight,
  getBlockTxid,
  getTransaction,
} from '@outpoint/explorer-client'
import { queryOptions } from '@tanstack/react-query'
import { explorerKey } from '../../queries/keys'

/** Values read from the connected service to fill the "try it" forms: its tip, its coinbase, an address. */
export interface LiveExamples {
  hash?: string
  height?: number
  txid?: string
  address?: string
}

/** What the service can give of {@link LiveExamples}; a part it cannot give is left out, never an error. */
async function liveExamples(client: ExplorerClient, signal: AbortSignal): Promise<LiveExamples> {
  const [hash, height] = await Promise.all([
    getBlockTipHash(client, { signal }).catch(() => undefined),
    getBlockTipHeight(client, { signal }).catch(() => undefined),
  ])
  if (!hash) return { ...(height === undefined ? {} : { height }) }
  const txid = await getBlockTxid(client, { hash, index: 0, signal }).catch(() => undefined)
  const tx = txid
    ? await getTransaction(client, { txid, signal }).catch(() => undefined)
    : undefined
  const address = tx?.vout.find((out) => out.scriptpubkey_address)?.scriptpubkey_address
  return {
    hash,
    ...(height === undefined ? {} : { height }),
    ...(txid ? { txid } : {}),
    ...(address ? { address } : {}),
  }
}

export function liveExamplesQueryOptions(client: ExplorerClient) {
  return queryOptions<LiveExamples>({
    queryKey: explorerKey(client, 'docs-examples'),
    queryFn: ({ signal }) => liveExamples(client, signal),
    staleTime: 60_000,
  })
}

const policyAssets = {
  liquid: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
  liquidtestnet: '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49',
}

/** A sensible value for a parameter, by its name (and the route's, for intervals); '' when none. */
export function exampleValue(
  name: string,
  path: string,
  live: LiveExamples,
  client: Pick<ExplorerClient, 'network'>,
): string {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value))
  switch (name) {
    case 'hash':
      return text(live.hash)
    case 'height':
    case 'startHeight':
    case 'from':
      return text(live.height)
    case 'txid':
    case 'txids':
    case 'txId[]':
      return text(live.txid)
    case 'address':
    case 'text':
      return text(live.address)
    case 'index':
    case 'vout':
    case 'offset':
      return '0'
    case 'interval':
      if (path.startsWith('v1/statistics')) return '2h'
      return path.startsWith('v1/lightning') ? '1m' : '1w'
    case 'blockCount':
      return '144'
    case 'timestamp':
      return text(Math.floor(Date.now() / 1000))
    case 'currency':
      return 'USD'
    case 'ranking':
      return 'liquidity'
    case 'country':
      return 'US'
    case 'slug':
      return 'unknown'
    case 'assetId':
      // L-BTC's asset id (each Liquid network's policy asset).
      if (client.network === 'liquid') return policyAssets.liquid
      return client.network === 'liquidtestnet' ? policyAssets.liquidtestnet : ''
    default:
      return ''
  }
}
