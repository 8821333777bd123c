// The routes a bare Esplora (electrs' src/rest.rs, blockstream.info) has where mempool's own /v1 routes are
// missing: its blocks without mempool's extras, and its fee estimates.
import type { ExplorerClient } from '../client.js'
import { schema } from '../validate/schema.js'
import type { Block } from '../wire/block.js'
import { blockExtended } from './block-shapes.js'
import type { BlockHashParameters } from './blocks.js'
import { type CallOptions, endpoint } from './endpoint.js'

/**
 * electrs' `BlockValue`: mempool's block without `extras`; Liquid's has no `bits`, `nonce` or `difficulty`
 * (it sends `ext`), and electrs leaves `previousblockhash` out of the genesis block.
 */
const { extras: _extras, ...esploraBlock } = blockExtended
const block = { ...esploraBlock, bits: 'i?' }

/** `GET /block/:hash`: the block as Esplora sends it (no pool, fees or fee range). */
export const getEsploraBlock = endpoint<
  (client: ExplorerClient, params: BlockHashParameters) => Promise<Block>
>('block/:hash', schema(block))

/** `GET /blocks[/:start_height]`: 10 blocks, newest first, from the tip or `startHeight`, without extras. */
export const getEsploraBlocks = endpoint<
  (
    client: ExplorerClient,
    params?: CallOptions & { startHeight?: number | undefined },
  ) => Promise<Block[]>
>('blocks/:startHeight?', schema([block]))

/** Fee rates by confirmation target: `{ "1": 87.88, "2": 87.88, ..., "1008": 1.03 }`, in sat/vB. */
export type FeeEstimates = Record<string, number>

/** `GET /fee-estimates`: the node's estimates (sat/vB, fractional) by target in blocks. */
export const getFeeEstimates = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<FeeEstimates>
>('fee-estimates', schema({ '*': 'n' }))
