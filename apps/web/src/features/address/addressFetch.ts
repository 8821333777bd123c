import {
  type ExplorerClient,
  getAddress,
  getAddressTransactions,
  getAddressUtxos,
  getScripthash,
  getScripthashTransactions,
  getScripthashUtxos,
  isPublicKeyHex,
  p2pkScripthash,
} from '@outpoint/explorer-client'

/**
 * An address page's three requests. A public key (P2PK: mempool.space's `/address/<key>`) is asked for by
 * the hash of its P2PK script, as mempool's frontend does: electrs reads `/address/:a` as an address only.
 */
interface Call {
  signal?: AbortSignal | undefined
}

export async function fetchAddressInfo(client: ExplorerClient, address: string, { signal }: Call) {
  if (!isPublicKeyHex(address)) return getAddress(client, { address, signal })
  const { scripthash: _, ...stats } = await getScripthash(client, {
    scripthash: p2pkScripthash(address),
    signal,
  })
  return { ...stats, address, is_pubkey: true }
}

export function fetchAddressTransactions(
  client: ExplorerClient,
  address: string,
  { signal, afterTxid }: Call & { afterTxid?: string },
) {
  return isPublicKeyHex(address)
    ? getScripthashTransactions(client, { scripthash: p2pkScripthash(address), afterTxid, signal })
    : getAddressTransactions(client, { address, afterTxid, signal })
}

export function fetchAddressUtxos(client: ExplorerClient, address: string, { signal }: Call) {
  return isPublicKeyHex(address)
    ? getScripthashUtxos(client, { scripthash: p2pkScripthash(address), signal })
    : getAddressUtxos(client, { address, signal })
}
