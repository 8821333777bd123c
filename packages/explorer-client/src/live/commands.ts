/** Data sets a client can `want`: each name brings its own server keys (see `subscribe`). */
export type DataName = 'blocks' | 'mempool-blocks' | 'live-2h-chart' | 'stats' | 'tomahawk'
export type RbfMode = 'all' | 'fullRbf'

/** Every client-to-server message the live feed sends. One frame carries one command. */
export type Command =
  | { action: 'init' }
  | { action: 'ping' }
  | { action: 'want'; data: DataName[] }
  | { 'track-address': string }
  | { 'track-addresses': string[] }
  | { 'track-tx': string; 'watch-mempool'?: boolean }
  | { 'track-txs': string[] }
  | { 'track-rbf': RbfMode | 'stop' }
  | { 'track-rbf-summary': boolean }
  | { 'track-mempool-block': number }
  | { 'track-asset': string }
  | { 'refresh-blocks': true }

/** `want`: sets the data subscriptions; an empty list stops them all. */
export const want = (data: DataName[]): Command => ({ action: 'want', data })
/** `track-address`: new mempool and block transactions of one address; `'stop'` stops. */
export const trackAddress = (address: string | 'stop'): Command => ({ 'track-address': address })
/** `track-addresses`: several addresses at once (the server may limit how many); `[]` stops. */
export const trackAddresses = (addresses: string[]): Command => ({ 'track-addresses': addresses })
/** `track-tx` with `watch-mempool`: position, replacement and confirmation of one transaction; `'stop'` stops. */
export const trackTx = (txid: string | 'stop'): Command => ({
  'track-tx': txid,
  'watch-mempool': true,
})
/** `track-rbf`: replacement trees, all or full-RBF only; `'stop'` stops. */
export const trackRbf = (mode: RbfMode | 'stop'): Command => ({ 'track-rbf': mode })
/** `track-rbf-summary`: the latest replacements in short form. */
export const trackRbfSummary = (on: boolean): Command => ({ 'track-rbf-summary': on })
/** `track-mempool-block`: the transactions of projected block `index` (0-7); `-1` stops. */
export const trackMempoolBlock = (index: number): Command => ({ 'track-mempool-block': index })
/** `track-asset` (Liquid): issuances, burns and pegs of an asset; `'stop'` stops. */
export const trackAsset = (assetId: string | 'stop'): Command => ({ 'track-asset': assetId })
export const ping = (): Command => ({ action: 'ping' })
