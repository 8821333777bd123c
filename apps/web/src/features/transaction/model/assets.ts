import type { Network } from '@outpoint/explorer-client'

/** The id of each Liquid network's own coin (L-BTC, tL-BTC): amounts in it are shown like BTC amounts. */
export const nativeAssets: Partial<Record<Network, string>> = {
  liquid: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
  liquidtestnet: '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49',
}

/** "12ab…ef90": an asset id short enough for a row, both ends kept so it can be told apart. */
export function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id
}
