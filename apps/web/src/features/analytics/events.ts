/**
 * Every custom event the app sends, by one name each, so dashboards and call sites agree. The data
 * each carries is flat and public: kinds and names, never the searched text, an address, a txid or
 * an amount (`@outpoint/analytics` drops or rejects those).
 */
export const analyticsEvents = {
  /** `{ kind }`: what the search text was (see `searchKind`), never the text. */
  search: 'search',
  /** `{ from, to }`: network names. */
  networkSwitch: 'network switch',
  /** `{ connector }`: the wallet's name, never its address. */
  walletConnect: 'wallet connect',
  /** For the swap flow: `{ from, to }` chain and token symbols, no amounts. */
  swapQuote: 'swap quote',
  swapSend: 'swap send',
  swapComplete: 'swap complete',
} as const

export type AnalyticsEventName = (typeof analyticsEvents)[keyof typeof analyticsEvents]
