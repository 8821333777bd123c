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
  | { type: 'track-scriptpubkeys'; scripts: string[] }
  | { type: 'track-mempool-txids'; on: boolean }
  | { type: 'track-mempool'; on: boolean }
  | { type: 'track-accelerations'; on: boolean }
  | { type: 'track-wallet'; wallet: string | undefined }
  | { type: 'track-stratum'; pool: StratumSubscription | undefined }
  | { type: 'track-donation'; id: string }

/** `track-stratum`: every pool's jobs, or one pool's (by mempool's pool id). */
export type StratumSubscription = 'all' | number

const txidPattern = /^[0-9a-fA-F]{64}$/
/** A txid in the lowercase form the chain keys it by, or undefined. */
export const txidOf = (value: unknown): string | undefined =>
  typeof value === 'string' && txidPattern.test(value) ? value.toLowerCase() : undefined
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
const scriptPattern = /^[0-9a-fA-F]+$/
/** The valid scriptPubKeys (hex) of a list, lowercased as mempool keys them; others are dropped. */
const scripts = (value: unknown): string[] =>
  strings(value)
    .filter((v) => scriptPattern.test(v))
    .map((v) => v.toLowerCase())

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
  commands.push(...laterCommands(message))
  return commands
}

/**
 * The commands mempool's handler reads after `track-rbf-summary`, with its rules: the mempool streams
 * change only on an explicit `true` or `false`, `track-accelerations` and `track-stratum` on any value
 * but null (falsy stops), `track-wallet` on a truthy one (`"stop"` stops), a donation id has 22 characters.
 */
function laterCommands(message: Record<string, unknown>): ClientCommand[] {
  const commands: ClientCommand[] = []
  const present = (key: string) => message[key] !== undefined && message[key] !== null
  const toggle = (key: string) => {
    const value = message[key]
    return typeof value === 'boolean' ? value : undefined
  }
  if (Array.isArray(message['track-scriptpubkeys'])) {
    commands.push({ type: 'track-scriptpubkeys', scripts: scripts(message['track-scriptpubkeys']) })
  }
  const wallet = message['track-wallet']
  if (wallet) {
    commands.push({
      type: 'track-wallet',
      wallet: typeof wallet === 'string' && wallet !== 'stop' ? wallet : undefined,
    })
  }
  if (present('track-accelerations')) {
    commands.push({ type: 'track-accelerations', on: !!message['track-accelerations'] })
  }
  const donation = message['track-donation']
  if (typeof donation === 'string' && donation.length === 22) {
    commands.push({ type: 'track-donation', id: donation })
  }
  for (const key of ['track-mempool-txids', 'track-mempool'] as const) {
    const on = toggle(key)
    if (on !== undefined) commands.push({ type: key, on })
  }
  if (present('track-stratum')) {
    const pool = message['track-stratum']
    commands.push({
      type: 'track-stratum',
      pool:
        pool === 'all' || (typeof pool === 'number' && Number.isInteger(pool) && pool > 0)
          ? pool
          : undefined,
    })
  }
  return commands
}
