import type { Network, Simnet } from './fixtures'

interface BlockJson {
  id: string
  height: number
  tx_count: number
}

/** The best-chain hash at a height, from the service (not the app). */
export async function hashAt(simnet: Simnet, network: Network, height: number): Promise<string> {
  return (await simnet.apiText(network, `/block-height/${height}`)).trim()
}

export function blockOf(simnet: Simnet, network: Network, hash: string): Promise<BlockJson> {
  return simnet.api(network, `/block/${hash}`)
}

/** The newest main block with more than `min` transactions (blocks live mining made may be light). */
export async function blockWithMore(simnet: Simnet, min: number): Promise<BlockJson> {
  let start = await simnet.tipHeight('main')
  for (let page = 0; page < 30; page++) {
    const blocks = await simnet.api<BlockJson[]>('main', `/v1/blocks/${start}`)
    const found = blocks.find((b) => b.tx_count > min)
    if (found) return found
    start -= blocks.length
  }
  throw new Error(`no block with more than ${min} transactions near the tip`)
}
