import {
  type ExplorerClient,
  getAsset,
  getBlockHeader,
  getRbfHistory,
  getTransactionHex,
  getTransactionStatus,
  isLiquidNetwork,
  type LiquidNetwork,
  type Network,
  NotFoundError,
} from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'

type Kind = 'tx' | 'block' | 'asset'

/** Leading zero hex digits a block hash of each network has at least (its proof of work). */
const blockZeros: Partial<Record<Network, number>> = {
  main: 8,
  testnet: 8,
  testnet4: 8,
  signet: 5,
  regtest: 1,
}

/**
 * The order to ask in, as mempool.space does: on Liquid asset, block, transaction; on Bitcoin a hash
 * with the network's proof-of-work zeros is most likely a block, anything else a transaction.
 */
export function lookupOrder(hash: string, network: Network): Kind[] {
  if (isLiquidNetwork(network)) return ['asset', 'block', 'tx']
  const zeros = blockZeros[network] ?? 0
  return hash.startsWith('0'.repeat(zeros)) ? ['block', 'tx'] : ['tx', 'block']
}

async function exists(client: ExplorerClient, kind: Kind, hash: string, signal?: AbortSignal) {
  try {
    if (kind === 'tx') {
      // electrs answers a status for any txid, `{ confirmed: false }` for one it does not know: only a
      // confirmed status proves the transaction; otherwise its hex (a 404 when unknown) says.
      const status = await getTransactionStatus(client, { txid: hash, signal })
      if (!status.confirmed) {
        const known = await getTransactionHex(client, { txid: hash, signal }).then(
          () => true,
          (error: unknown) => {
            if (!(error instanceof NotFoundError)) throw error
            return false
          },
        )
        // A replaced transaction left the mempool, but its page says what replaced it.
        if (!known)
          return !isLiquidNetwork(client.network) && (await replaced(client, hash, signal))
      }
    } else if (kind === 'block') await getBlockHeader(client, { hash, signal })
    else await getAsset(client as ExplorerClient<LiquidNetwork>, { assetId: hash, signal })
    return true
  } catch (error) {
    if (error instanceof NotFoundError) return false
    throw error
  }
}

/** Whether the service's replacement cache knows `txid` (`/v1/tx/:txid/rbf` answers its tree). */
async function replaced(client: ExplorerClient, txid: string, signal?: AbortSignal) {
  const history = await getRbfHistory(client, { txid, signal }).catch(() => undefined)
  return history?.replacements != null
}

const paths: Record<Kind, string> = { tx: '/tx/', block: '/block/', asset: '/assets/asset/' }

/**
 * Asks the service what a 64-hex string is and returns the page to open, or undefined when it is none
 * of them. Errors other than "not found" (service down, timeouts) are thrown for the caller to show.
 */
export async function resolveHash(
  client: ExplorerClient,
  hash: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  for (const kind of lookupOrder(hash, client.network)) {
    if (await exists(client, kind, hash, signal)) {
      return networkPath(client.network, paths[kind] + hash)
    }
  }
  return undefined
}
