/**
 * Mining pools: ids, names, slugs and links as mempool.space knows them, and a week's block counts
 * (recorded from the public service) as the share each one mines in the simulation.
 */
export interface Pool {
  /** mempool's unique pool id. */
  id: number
  name: string
  slug: string
  link: string
  /** What the pool writes in its coinbase. */
  tag: string
  /** Blocks in a recorded week of 1,024: the weight of the pool's share. */
  weight: number
}

export const pools: readonly Pool[] = [
  {
    id: 111,
    name: 'Foundry USA',
    slug: 'foundryusa',
    link: 'https://foundrydigital.com',
    tag: '/Foundry USA Pool #dropgold/',
    weight: 323,
  },
  {
    id: 44,
    name: 'AntPool',
    slug: 'antpool',
    link: 'https://www.antpool.com',
    tag: 'Mined by AntPool',
    weight: 171,
  },
  {
    id: 73,
    name: 'ViaBTC',
    slug: 'viabtc',
    link: 'https://viabtc.com',
    tag: '/ViaBTC/Mined by',
    weight: 166,
  },
  {
    id: 36,
    name: 'F2Pool',
    slug: 'f2pool',
    link: 'https://www.f2pool.com',
    tag: 'Mined by F2Pool',
    weight: 104,
  },
  {
    id: 115,
    name: 'MARA Pool',
    slug: 'marapool',
    link: 'https://marapool.com',
    tag: 'MARA Pool',
    weight: 66,
  },
  {
    id: 102,
    name: 'SpiderPool',
    slug: 'spiderpool',
    link: 'https://www.spiderpool.com',
    tag: 'SpiderPool/',
    weight: 46,
  },
  {
    id: 141,
    name: 'SECPOOL',
    slug: 'secpool',
    link: 'https://www.secpool.com',
    tag: 'SecPool',
    weight: 30,
  },
  {
    id: 105,
    name: 'Binance Pool',
    slug: 'binancepool',
    link: 'https://pool.binance.com',
    tag: '/Binance/',
    weight: 28,
  },
  {
    id: 4,
    name: 'Luxor',
    slug: 'luxor',
    link: 'https://mining.luxor.tech',
    tag: 'Luxor Tech',
    weight: 28,
  },
  {
    id: 142,
    name: 'OCEAN',
    slug: 'ocean',
    link: 'https://ocean.xyz/',
    tag: 'OCEAN.XYZ',
    weight: 12,
  },
  {
    id: 43,
    name: 'Braiins Pool',
    slug: 'braiinspool',
    link: 'https://braiins.com/pool',
    tag: '/slush/',
    weight: 12,
  },
  {
    id: 112,
    name: 'SBI Crypto',
    slug: 'sbicrypto',
    link: 'https://sbicrypto.com',
    tag: '/SBICrypto.com Pool/',
    weight: 8,
  },
  {
    id: 6,
    name: 'BTC.com',
    slug: 'btccom',
    link: 'https://pool.btc.com',
    tag: '/BTC.COM/',
    weight: 5,
  },
  {
    id: 94,
    name: 'Poolin',
    slug: 'poolin',
    link: 'https://www.poolin.com',
    tag: '/poolin.com',
    weight: 4,
  },
  {
    id: 0,
    name: 'Unknown',
    slug: 'unknown',
    link: 'https://learnmeabitcoin.com/technical/coinbase-transaction',
    tag: '',
    weight: 4,
  },
  {
    id: 49,
    name: 'Solo CK',
    slug: 'solock',
    link: 'https://solo.ckpool.org',
    tag: '/solo.ckpool.org/',
    weight: 1,
  },
]

const totalWeight = pools.reduce((n, p) => n + p.weight, 0)

/** The pool that mines a block, drawn by share from a uniform number in [0, 1). */
export function poolFor(draw: number): Pool {
  let left = draw * totalWeight
  for (const pool of pools) {
    left -= pool.weight
    if (left < 0) return pool
  }
  return pools[0] as Pool
}
