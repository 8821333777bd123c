import {
  type BitcoinNetwork,
  type BlockExtended,
  createExplorerClient,
  type ExplorerClient,
  getBlocks,
} from '@outpoint/explorer-client'

/** A client of the local simnet for one network, without retries: one failure is one request. */
export function clientFor<N extends BitcoinNetwork = 'main'>(
  host: string,
  network?: N,
): ExplorerClient<N> {
  return createExplorerClient({
    host,
    network: network ?? 'main',
    transport: { retry: false },
  }) as ExplorerClient<N>
}

/** The error a promise rejects with; fails when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

/** `count` blocks (with extras) from `height` down, newest first, through `/v1/blocks/:height` pages. */
export async function blocksDown(
  client: ExplorerClient,
  height: number,
  count: number,
): Promise<BlockExtended[]> {
  const blocks: BlockExtended[] = []
  while (blocks.length < count) {
    const page = await getBlocks(client, { startHeight: height - blocks.length })
    if (page.length === 0) break
    blocks.push(...page)
  }
  return blocks.slice(0, count)
}

/** A Bitcoin block's extras (simnet always sends them there; only Liquid blocks may lack them). */
export function extrasOf(block: BlockExtended) {
  if (!block.extras) throw new Error(`block ${block.id} has no extras`)
  return block.extras
}

/** A Bitcoin block's pool (only Bitcoin's extras have one). */
export function poolOf(block: BlockExtended) {
  const pool = extrasOf(block).pool
  if (!pool) throw new Error(`block ${block.id} has no pool`)
  return pool
}
