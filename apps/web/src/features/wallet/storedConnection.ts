/*
 * Reads wagmi's persisted connection without loading wagmi: the header decides from this alone whether to
 * fetch the wallet chunk right after the first paint (so a connected wallet reconnects on reload) or to
 * wait until the wallet menu opens. Keys as @wagmi/core writes them with createStorage({ key: 'wagmi' }):
 * `wagmi.recentConnectorId` holds the JSON string of the last connector's id (the rdns for EIP-6963
 * wallets, `injected` for the plain one) and `wagmi.<id>.disconnected` is `true` once the user disconnected.
 */

/** The connection states wagmi reports, shown in the header at all times. */
export type WalletStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

const prefix = 'wagmi'

/** Whether a wallet was connected when the page was last open and the user did not disconnect it. */
export function wasConnected(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const id = readJson(storage?.getItem(`${prefix}.recentConnectorId`))
    if (typeof id !== 'string' || id === '') return false
    return readJson(storage?.getItem(`${prefix}.${id}.disconnected`)) !== true
  } catch {
    // Storage can be refused (privacy settings): then there is nothing to reconnect.
    return false
  }
}

function readJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
