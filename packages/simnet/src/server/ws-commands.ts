/** Data sets a client can `want`. */
export const dataNames = ['blocks', 'mempool-blocks', 'live-2h-chart', 'stats', 'tomahawk'] as const
export type DataName = (typeof dataNames)[number]

/**
 * One client command (section B 2.2). A client frame may carry several; `undefined` values mean the
 * client stopped (or sent something invalid, which mempool treats the same).
 */
export type ClientCommand =
  | { type: 'init' }
  | { type: 'ping' }
  | { type: 'want'; names: DataName[] }
  | { type: 'refresh-blocks' }
  | { type: 'track-tx'; txid: string | undefined; watchMempool: boolean }
  | { type: 'track-txs'; txids: string[] }
  | { type: 'track-address'; address: string | undefined }
  | { type: 'track-addresses'; addresses: string[] }
  | { type: 'track-mempool-block'; index: number | undefined }
  | { type: 'track-rbf'; mode: 'all' | 'fullRbf' | undefined }
  | { type: 'track-rbf-summary'; on: boolean }
  /** Liquid: an asset id, lowercase; undefined (anything but 64 hex digits) stops. */
  | { type: 'track-asset'; asset: string | undefined }

const txidPattern = /^[0-9a-fA-F]{64}$/
/** A txid in the lowercase form the chain keys it by, or undefined. */
export const txidOf = (value: unknown): string | undefined =>
  typeof value === 'string' && txidPattern.test(value) ? value.toLowerCase() : undefined
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/**
 * The commands of one parsed client frame, in the order the server applies them. Unknown keys are
 * ignored, as the real server does.
 */
export function parseCommands(frame: unknown): ClientCommand[] {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return []
  const message = frame as Record<string, unknown>
  const commands: ClientCommand[] = []
  const has = (key: string) => Object.hasOwn(message, key)
  if (message.action === 'init') commands.push({ type: 'init' })
  if (message.action === 'ping') commands.push({ type: 'ping' })
  if (message.action === 'want') {
    const names = strings(message.data)
    commands.push({
      type: 'want',
      names: dataNames.filter((name) => names.includes(name)),
    })
  }
  if (message['refresh-blocks']) commands.push({ type: 'refresh-blocks' })
  if (has('track-tx')) {
    commands.push({
      type: 'track-tx',
      txid: txidOf(message['track-tx']),
      watchMempool: message['watch-mempool'] === true,
    })
  }
  if (has('track-txs')) {
    // Kept whole, invalid ones too: the session checks the count against its limit first.
    commands.push({ type: 'track-txs', txids: strings(message['track-txs']) })
  }
  if (has('track-address')) {
    const address = message['track-address']
    commands.push({
      type: 'track-address',
      address: typeof address === 'string' ? address : undefined,
    })
  }
  if (has('track-addresses')) {
    commands.push({ type: 'track-addresses', addresses: strings(message['track-addresses']) })
  }
  if (has('track-mempool-block')) {
    const index = message['track-mempool-block']
    commands.push({
      type: 'track-mempool-block',
      index:
        typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < 8
          ? index
          : undefined,
    })
  }
  if (has('track-rbf')) {
    const mode = message['track-rbf']
    commands.push({
      type: 'track-rbf',
      mode: mode === 'all' || mode === 'fullRbf' ? mode : undefined,
    })
  }
  if (has('track-rbf-summary')) {
    commands.push({ type: 'track-rbf-summary', on: message['track-rbf-summary'] === true })
  }
  if (has('track-asset')) {
    // An asset id has a txid's form: 64 hex digits.
    commands.push({ type: 'track-asset', asset: txidOf(message['track-asset']) })
  }
  return commands
}
