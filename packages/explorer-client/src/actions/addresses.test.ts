import { describe, expect, it } from 'vitest'
import {
  expectInvalid,
  liquidClient,
  mainClient,
  recorded,
  serverPerTest,
} from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import { createExplorerClient } from '../client.js'
import { HttpRequestError, InvalidResponseError } from '../errors.js'
import type { AddressInfo, LiquidAddressInfo, LiquidUtxo, Utxo } from '../wire/address.js'
import type { Transaction } from '../wire/transaction.js'
import {
  getAddress,
  getAddressChainTransactions,
  getAddressMempoolTransactions,
  getAddressTransactionSummary,
  getAddressTransactions,
  getAddressUtxos,
  getScripthash,
  getScripthashTransactionSummary,
  validateAddress,
} from './addresses.js'

const serve = serverPerTest()

const txs = recorded<Transaction[]>('backend-test-data/transactions-random.json')
const mempoolTxs = txs.filter((t) => t.status?.confirmed === false)
const chainTxs = txs.filter((t) => t.status?.confirmed === true)
/** A mainnet address paid and spent by a recorded transaction (20b98449..., block 848,136). */
const ADDR = 'bc1qnzw0zfm5l3c9vztpp3aegx0j68zgqajyffr2r6'
const LAST = chainTxs[chainTxs.length - 1]?.txid ?? ''
const AT = `/api/address/${ADDR}`

const info: AddressInfo = {
  address: ADDR,
  chain_stats: {
    funded_txo_count: 2,
    funded_txo_sum: 1234000,
    spent_txo_count: 1,
    spent_txo_sum: 1000000,
    tx_count: 2,
  },
  mempool_stats: {
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  },
}
const utxos: Utxo[] = [
  { txid: LAST, vout: 1, value: 234000, status: chainTxs[0]?.status ?? { confirmed: true } },
  { txid: mempoolTxs[0]?.txid ?? '', vout: 0, value: 1000, status: { confirmed: false } },
]

describe('address actions of a Bitcoin client', () => {
  it('getAddress GETs /address/:address and returns the stats', async () => {
    const server = await serve({ [`GET ${AT}`]: json(info) })
    const result = await getAddress(mainClient(server), { address: ADDR })
    expect(result).toEqual(info)
    expect(result.chain_stats.funded_txo_sum - result.chain_stats.spent_txo_sum).toBe(234000)
    expect(server.requests.map((r) => r.url)).toEqual([AT])
  })

  it('getAddressTransactions sends after_txid only when it is given', async () => {
    const server = await serve({
      [`GET ${AT}/txs`]: json(txs),
      [`GET ${AT}/txs?after_txid=${LAST}`]: json([]),
    })
    const client = mainClient(server)
    expect(await getAddressTransactions(client, { address: ADDR })).toEqual(txs)
    expect(
      await getAddressTransactions(client, { address: ADDR, afterTxid: LAST.toUpperCase() }),
    ).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual([`${AT}/txs`, `${AT}/txs?after_txid=${LAST}`])
    expect(server.requests[0]?.url).not.toContain('undefined')
  })

  it('getAddressTransactions gives the 422 of an unknown after_txid as an HttpRequestError', async () => {
    const server = await serve({
      [`GET ${AT}/txs?after_txid=${LAST}`]: text('after_txid not found', 422),
    })
    const error = await getAddressTransactions(mainClient(server), {
      address: ADDR,
      afterTxid: LAST,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(422)
    expect((error as HttpRequestError).body).toBe('after_txid not found')
    expect(server.requests).toHaveLength(1)
  })

  it('getAddressChainTransactions puts the last seen txid in the path only when given', async () => {
    const server = await serve({
      [`GET ${AT}/txs/chain`]: json(chainTxs),
      [`GET ${AT}/txs/chain/${LAST}`]: json([]),
    })
    const client = mainClient(server)
    expect(await getAddressChainTransactions(client, { address: ADDR })).toEqual(chainTxs)
    expect(
      await getAddressChainTransactions(client, { address: ADDR, lastSeenTxid: LAST }),
    ).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual([
      `${AT}/txs/chain`,
      `${AT}/txs/chain/${LAST}`,
    ])
  })

  it('getAddressMempoolTransactions GETs /txs/mempool', async () => {
    const server = await serve({ [`GET ${AT}/txs/mempool`]: json(mempoolTxs) })
    const result = await getAddressMempoolTransactions(mainClient(server), { address: ADDR })
    expect(result).toEqual(mempoolTxs)
    expect(result.every((t) => t.status?.confirmed === false)).toBe(true)
    expect(server.requests[0]?.url).toBe(`${AT}/txs/mempool`)
  })

  it('getAddressUtxos GETs /utxo', async () => {
    const server = await serve({ [`GET ${AT}/utxo`]: json(utxos) })
    expect(await getAddressUtxos(mainClient(server), { address: ADDR })).toEqual(utxos)
    expect(server.requests[0]?.url).toBe(`${AT}/utxo`)
  })

  it('takes base58 addresses too (p2pkh and p2sh of the recordings)', async () => {
    const server = await serve()
    for (const address of [
      '1stAprEZapjCYGUACUcXohQqSHF9MU5Kj',
      '38RuNhSiZiftB6WVnStu5aUz6jXtCDXQZk',
    ]) {
      server.route(`GET /api/address/${address}/utxo`, json([]))
      expect(await getAddressUtxos(mainClient(server), { address })).toEqual([])
    }
    expect(server.requests).toHaveLength(2)
  })

  it('a testnet client asks under /testnet and refuses mainnet addresses', async () => {
    const server = await serve()
    const client = createExplorerClient({
      host: server.host,
      network: 'testnet',
      transport: { retry: false },
    })
    const tb = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
    server.route(`GET /testnet/api/address/${tb}/utxo`, json([]))
    expect(await getAddressUtxos(client, { address: tb })).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual([`/testnet/api/address/${tb}/utxo`])
    const error = await expectInvalid(() => getAddress(client, { address: ADDR }), 'address', ADDR)
    expect(error.message).toContain('testnet network')
    expect(server.requests).toHaveLength(1)
  })
})

describe('address actions of a Liquid client', () => {
  const EX = 'ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094'
  const LQ =
    'lq1qqwdhep7uhzuav78mteywmt6h4lqeu6mq952kj92jvm6t2j3jz2w9j6fgwgfgeetcq2gju8x80md0l98qdgym2cakgvj5qlgjh'
  const liquidInfo: LiquidAddressInfo = {
    address: EX,
    chain_stats: { funded_txo_count: 3, spent_txo_count: 1, tx_count: 4 },
    mempool_stats: { funded_txo_count: 0, spent_txo_count: 0, tx_count: 0 },
  }
  const liquidUtxos: LiquidUtxo[] = [
    {
      txid: LAST,
      vout: 0,
      status: { confirmed: true, block_height: 2900000, block_hash: LAST, block_time: 1718517071 },
      valuecommitment: `08${'ab'.repeat(32)}`,
      assetcommitment: `0a${'cd'.repeat(32)}`,
      noncecommitment: `03${'ef'.repeat(32)}`,
    },
  ]

  it('asks under /liquid and returns stats without the *_txo_sum fields', async () => {
    const server = await serve({ [`GET /liquid/api/address/${EX}`]: json(liquidInfo) })
    const result = await getAddress(liquidClient(server), { address: EX })
    expect(result).toEqual(liquidInfo)
    expect('funded_txo_sum' in result.chain_stats).toBe(false)
    expect(server.requests[0]?.url).toBe(`/liquid/api/address/${EX}`)
  })

  it('takes confidential addresses and returns confidential UTXOs', async () => {
    const server = await serve({ [`GET /liquid/api/address/${LQ}/utxo`]: json(liquidUtxos) })
    const result = await getAddressUtxos(liquidClient(server), { address: LQ })
    expect(result).toEqual(liquidUtxos)
    expect(result[0]?.value).toBeUndefined()
  })

  it('refuses a Bitcoin address', async () => {
    const server = await serve()
    await expectInvalid(() => getAddress(liquidClient(server), { address: ADDR }), 'address', ADDR)
    expect(server.requests).toHaveLength(0)
  })
})

describe('parameter checks before any request', () => {
  const actions = {
    getAddress,
    getAddressTransactions,
    getAddressChainTransactions,
    getAddressMempoolTransactions,
    getAddressUtxos,
  }
  const bad = ['', 'bc1qinvalid', `${ADDR.slice(0, -1)}7`, `${ADDR}/txs`, `${ADDR}?x=1`, ' ']

  it.each(Object.entries(actions))('%s refuses invalid addresses', async (_name, action) => {
    const server = await serve()
    const client = mainClient(server)
    for (const address of bad)
      await expectInvalid(() => action(client, { address }), 'address', address)
    expect(server.requests).toHaveLength(0)
  })

  it('refuses bad cursors', async () => {
    const server = await serve()
    const client = mainClient(server)
    await expectInvalid(
      () => getAddressTransactions(client, { address: ADDR, afterTxid: 'x' }),
      'afterTxid',
      'x',
    )
    await expectInvalid(
      () => getAddressChainTransactions(client, { address: ADDR, lastSeenTxid: `${LAST}/` }),
      'lastSeenTxid',
      `${LAST}/`,
    )
    expect(server.requests).toHaveLength(0)
  })
})

describe('address figures are numbers at the door (issue 13 §2: no concatenated totals)', () => {
  // The app adds chain and mempool sums (features/address/addressSummary.ts): "1234000" + "0" would be
  // "12340000". electrs sends integers; a string there is a wrong answer, refused before any sum.
  it('refuses a stats figure sent as a string, naming the field', async () => {
    const wrong = structuredClone(info) as unknown as {
      chain_stats: Record<string, unknown>
      mempool_stats: Record<string, unknown>
    }
    wrong.mempool_stats.funded_txo_sum = '5000'
    const server = await serve({ [`GET ${AT}`]: json(wrong) })
    const error = await getAddress(mainClient(server), { address: ADDR }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toContain('mempool_stats.funded_txo_sum')
  })

  it('passes whole numbers through, so the totals add up', async () => {
    const server = await serve({ [`GET ${AT}`]: json(info) })
    const got = await getAddress(mainClient(server), { address: ADDR })
    expect(got.chain_stats.funded_txo_sum + got.mempool_stats.funded_txo_sum).toBe(
      info.chain_stats.funded_txo_sum + info.mempool_stats.funded_txo_sum,
    )
  })
})

describe('the routes of issue 13 §3', () => {
  const SCRIPTHASH = '8b01df4e368ea28f8dc0423bcf7a4923e3a12d307c875e47a0cfbf90b5c39161'
  const summary = [{ txid: LAST, height: 848136, value: -265396, time: 1717000000, tx_position: 3 }]

  it('getAddressTransactionSummary GETs /txs/summary, the last seen txid in the path when given', async () => {
    const server = await serve({
      [`GET ${AT}/txs/summary`]: json(summary),
      [`GET ${AT}/txs/summary/${LAST}`]: json([]),
    })
    const client = mainClient(server)
    expect(await getAddressTransactionSummary(client, { address: ADDR })).toEqual(summary)
    expect(
      await getAddressTransactionSummary(client, { address: ADDR, lastSeenTxid: LAST }),
    ).toEqual([])
  })

  it('the scripthash forms ask under /scripthash/:hash and answer under a scripthash key', async () => {
    const byScript = { ...info, address: undefined, scripthash: SCRIPTHASH }
    const server = await serve({
      [`GET /api/scripthash/${SCRIPTHASH}`]: json(byScript),
      [`GET /api/scripthash/${SCRIPTHASH}/txs/summary`]: json(summary),
    })
    const client = mainClient(server)
    expect(await getScripthash(client, { scripthash: SCRIPTHASH })).toMatchObject({
      scripthash: SCRIPTHASH,
    })
    expect(await getScripthashTransactionSummary(client, { scripthash: SCRIPTHASH })).toEqual(
      summary,
    )
    await expectInvalid(
      () => getScripthash(client, { scripthash: 'nothex' }),
      'scripthash',
      'nothex',
    )
  })

  it('validateAddress GETs /v1/validate-address/:text, also for text that is no address', async () => {
    const invalid = {
      isvalid: false,
      error_locations: [],
      error: 'Not a valid Bech32 or Base58 encoding',
    }
    const server = await serve({ 'GET /api/v1/validate-address/notanaddress': json(invalid) })
    expect(await validateAddress(mainClient(server), { text: 'notanaddress' })).toEqual(invalid)
    await expectInvalid(() => validateAddress(mainClient(server), { text: 'a!' }), 'text', 'a!')
  })
})
