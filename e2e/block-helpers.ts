import type { APIRequestContext } from '@playwright/test'
import { type MinedBlock, type Network, networkPath, type Simnet } from './fixtures'

// What the block spec asks simnet besides the shared fixture: REST look-ups and the reorg and tx controls.

async function json<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
) {
  const response = await request.fetch(url, { method, ...(body ? { data: body } : {}) })
  if (!response.ok())
    throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** The best-chain hash at a height, from the service (not the app). */
export async function hashAt(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  height: number,
): Promise<string> {
  const response = await request.get(
    `${simnet.url}${networkPath(network, `/api/block-height/${height}`)}`,
  )
  return (await response.text()).trim()
}

export function blockOf(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  hash: string,
) {
  return json<{ id: string; height: number; tx_count: number }>(
    request,
    'GET',
    `${simnet.url}${networkPath(network, `/api/block/${hash}`)}`,
  )
}

/** `POST /_simnet/reorg`: the top `depth` blocks replaced by `depth + 1` others. */
export function reorg(request: APIRequestContext, simnet: Simnet, depth: number) {
  return json<{ disconnected: MinedBlock[]; blocks: MinedBlock[] }>(
    request,
    'POST',
    `${simnet.url}/_simnet/reorg?network=main`,
    { depth },
  )
}

/** `POST /_simnet/tx`: a payment entering the mempool at `feeRate` sat/vB. */
export function sendTx(
  request: APIRequestContext,
  simnet: Simnet,
  network: Network,
  feeRate: number,
) {
  return json<{ txid: string }>(request, 'POST', `${simnet.url}/_simnet/tx?network=${network}`, {
    feeRate,
  })
}

/** The newest main block with more than `min` transactions (blocks live mining made may be light). */
export async function blockWithMore(
  request: APIRequestContext,
  simnet: Simnet,
  min: number,
): Promise<{ id: string; height: number; tx_count: number }> {
  let start = await simnet.tipHeight('main')
  for (let page = 0; page < 30; page++) {
    const blocks = await json<{ id: string; height: number; tx_count: number }[]>(
      request,
      'GET',
      `${simnet.url}/api/v1/blocks/${start}`,
    )
    const found = blocks.find((b) => b.tx_count > min)
    if (found) return found
    start -= blocks.length
  }
  throw new Error(`no block with more than ${min} transactions near the tip`)
}
