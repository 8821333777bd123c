import type { ExplorerClient } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import { type Schema, schema } from '../validate/schema.js'
import type { BlockExtended } from '../wire/block.js'
import type {
  HashrateInterval,
  MiningPool,
  PoolHashratePoint,
  PoolListEntry,
} from '../wire/mining.js'
import { type CallOptions, endpoint, type Rule } from './endpoint.js'
import { hashrateInterval } from './mining.js'

// The mining pools of mempool's backend (`mining/mining-routes.ts`); shapes in conformance/mining.md.

/** A pool's slug as mempool makes it: lower-case letters and digits (`foundryusa`, `binancepool`). */
const slug: Rule = (name, value) => {
  if (typeof value !== 'string' || !/^[a-z0-9-]{1,50}$/.test(value)) {
    throw new InvalidParameterError(name, value, 'a pool slug (lower-case letters and digits)')
  }
  return value
}

type BySlug<R> = (client: ExplorerClient, params: CallOptions & { slug: string }) => Promise<R>

/** `GET /v1/mining/pools`: every pool the service knows (name, slug and unique id). */
export const listPools = endpoint<
  (client: ExplorerClient, options?: CallOptions) => Promise<PoolListEntry[]>
>('v1/mining/pools', schema([{ name: 's', slug: 's', unique_id: 'i' }]))

const windows = (leaf: string): Schema => ({ all: leaf, '24h': leaf, '1w': leaf })

/** `GET /v1/mining/pool/:slug`: one pool's identity, block counts and shares, hashrate and reward. */
export const getMiningPool = endpoint<BySlug<MiningPool>>(
  'v1/mining/pool/:slug',
  schema({
    pool: {
      id: 'i',
      name: 's',
      link: 's',
      addresses: ['s'],
      regexes: ['s'],
      slug: 's',
      unique_id: 'i',
    },
    blockCount: windows('i'),
    blockShare: windows('n!'),
    estimatedHashrate: 'n!',
    reportedHashrate: 'n!',
    avgBlockHealth: 'n!',
    totalReward: 'I',
  }),
  { rules: { slug } },
)

const poolBlock: Schema = {
  id: 'h',
  height: 'i',
  timestamp: 'i',
  tx_count: 'i',
  size: 'i',
  weight: 'i',
  extras: {
    totalFees: 'i',
    medianFee: 'n',
    reward: 'i',
    feeRange: ['n'],
    pool: { id: 'i', name: 's', slug: 's' },
  },
}

/**
 * `GET /v1/mining/pool/:slug/blocks[/:height]`: the pool's 100 latest blocks (with mempool's extras), newest
 * first, or its 100 below `height`.
 */
export const getPoolBlocks = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { slug: string; height?: number | undefined },
  ) => Promise<BlockExtended[]>
>('v1/mining/pool/:slug/blocks/:height?', schema([poolBlock]), { rules: { slug } })

const hashratePoint: Schema = [{ timestamp: 'i', avgHashrate: 'n', share: 'n', poolName: 's' }]

/** `GET /v1/mining/pool/:slug/hashrate`: the pool's weekly hashrate, oldest first. */
export const getPoolHashrate = endpoint<BySlug<PoolHashratePoint[]>>(
  'v1/mining/pool/:slug/hashrate',
  schema(hashratePoint),
  { rules: { slug } },
)

/** `GET /v1/mining/hashrate/pools/:interval`: the weekly hashrate of the week's biggest pools, oldest first. */
export const getPoolsHashrate = endpoint<
  (
    client: ExplorerClient,
    params: CallOptions & { interval: HashrateInterval },
  ) => Promise<PoolHashratePoint[]>
>('v1/mining/hashrate/pools/:interval', schema(hashratePoint), {
  rules: { interval: hashrateInterval },
})
