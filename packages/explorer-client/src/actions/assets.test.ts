import { describe, expect, it } from 'vitest'
import {
  binaryBody,
  expectInvalid,
  liquidClient,
  mainClient,
  recorded,
  serverPerTest,
} from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import { createExplorerClient, type ExplorerClient } from '../client.js'
import { HttpRequestError, InvalidResponseError, NotFoundError } from '../errors.js'
import type { LiquidNetwork } from '../networks.js'
import { type IssuedAsset, isIssuedAsset, type NativeAsset } from '../wire/asset.js'
import type { LiquidTransaction } from '../wire/liquid.js'
import {
  getAsset,
  getAssetIcon,
  getAssetIcons,
  getAssetRegistry,
  getAssetSupply,
  getAssetTransactions,
  getFeaturedAssets,
} from './assets.js'

const serve = serverPerTest()

const LBTC = '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d'
/** Liquid AUD, from the recorded asset registry. */
const registry = recorded<Record<string, IssuedAsset>>('frontend-cypress/assets.json')
const AUDL = 'f59c5f3e8141f322276daa63ed5f307085808aea6d4ef9ba61e28154533fdec7'
const PEGIN = 'e5c5144ba3dc48259ae29023fe9f7775dec1fc049f456dd3d1f7178e31901fb5'

const native: NativeAsset = {
  asset_id: LBTC,
  chain_stats: {
    tx_count: 5812,
    peg_in_count: 4001,
    peg_in_amount: 700012345678,
    peg_out_count: 1700,
    peg_out_amount: 300000000000,
    burn_count: 111,
    burned_amount: 1234,
  },
  mempool_stats: {
    tx_count: 0,
    peg_in_count: 0,
    peg_in_amount: 0,
    peg_out_count: 0,
    peg_out_amount: 0,
    burn_count: 0,
    burned_amount: 0,
  },
}
const issuedStats = {
  tx_count: 2,
  issuance_count: 1,
  issued_amount: 100000000,
  burned_amount: 0,
  has_blinded_issuances: false,
  reissuance_tokens: null,
  burned_reissuance_tokens: 0,
}
const issued: IssuedAsset = {
  ...(registry[AUDL] as IssuedAsset),
  reissuance_token: '1d1ad8ab2f4a3ec8ff1b6ff4e7e2a1c05a8e7cd4fa5f8e2b34b5a0e4cbd8dd2a',
  status: { confirmed: true, block_height: 1234567, block_hash: PEGIN, block_time: 1600000000 },
  chain_stats: issuedStats,
  mempool_stats: { ...issuedStats, tx_count: 0, issuance_count: 0, issued_amount: 0 },
}
/** A peg-in: explicit L-BTC output, a confidential output and the explicit fee output. */
const pegin: LiquidTransaction = {
  txid: PEGIN,
  version: 2,
  locktime: 0,
  size: 1200,
  weight: 2100,
  fee: 250,
  vin: [
    {
      txid: 'ed48be2e035ffa425d2c6faaa82b6a7b648aed1246b6ac76c72e0408db8cf057',
      vout: 1,
      prevout: null,
      scriptsig: '',
      scriptsig_asm: '',
      is_coinbase: false,
      sequence: 4294967295,
      is_pegin: true,
    },
  ],
  vout: [
    {
      scriptpubkey: '0014693a0e1295f97802914b8e677edbff9ca0d3424d',
      scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 693a0e1295f97802914b8e677edbff9ca0d3424d',
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: 'ex1qdy58yy5vu4uq9yfwrnrhakhljnsx5zd4exs094',
      value: 99750,
      asset: LBTC,
    },
    {
      scriptpubkey: '0014693a0e1295f97802914b8e677edbff9ca0d3424d',
      scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 693a0e1295f97802914b8e677edbff9ca0d3424d',
      scriptpubkey_type: 'v0_p2wpkh',
      valuecommitment: `09${'11'.repeat(32)}`,
      assetcommitment: `0b${'22'.repeat(32)}`,
    },
    { scriptpubkey: '', scriptpubkey_asm: '', scriptpubkey_type: 'fee', value: 250, asset: LBTC },
  ],
  status: { confirmed: true, block_height: 2900000, block_hash: AUDL, block_time: 1718517071 },
}

describe('assets of a Liquid client', () => {
  it('getAsset returns the native asset and an issued asset from /liquid/api/asset/:id', async () => {
    const server = await serve({
      [`GET /liquid/api/asset/${LBTC}`]: json(native),
      [`GET /liquid/api/asset/${AUDL}`]: json(issued),
    })
    const client = liquidClient(server)
    const lbtc = await getAsset(client, { assetId: LBTC })
    const audl = await getAsset(client, { assetId: AUDL.toUpperCase() })
    expect(lbtc).toEqual(native)
    expect(audl).toEqual(issued)
    expect(isIssuedAsset(lbtc)).toBe(false)
    expect(isIssuedAsset(audl) && audl.ticker).toBe('AUDL')
    expect(server.requests.map((r) => r.url)).toEqual([
      `/liquid/api/asset/${LBTC}`,
      `/liquid/api/asset/${AUDL}`,
    ])
  })

  it('a Liquid testnet client asks under /liquidtestnet', async () => {
    const server = await serve({ [`GET /liquidtestnet/api/asset/${LBTC}`]: json(native) })
    const client = createExplorerClient({ host: server.host, chain: 'liquid', network: 'testnet' })
    expect(await getAsset(client, { assetId: LBTC })).toEqual(native)
    expect(server.requests[0]?.url).toBe(`/liquidtestnet/api/asset/${LBTC}`)
  })

  it('getAssetIcon returns the PNG bytes exactly, and NotFoundError without an icon', async () => {
    const server = await serve({
      [`GET /liquid/api/v1/asset/${AUDL}/icon`]: {
        headers: { 'content-type': 'image/png' },
        body: binaryBody,
      },
      [`GET /liquid/api/v1/asset/${LBTC}/icon`]: text('Asset icon not found', 404),
    })
    const client = liquidClient(server)
    const icon = await getAssetIcon(client, { assetId: AUDL })
    expect(icon).toBeInstanceOf(Uint8Array)
    expect(Array.from(icon)).toEqual(Array.from(binaryBody))
    await expect(getAssetIcon(client, { assetId: LBTC })).rejects.toThrow(NotFoundError)
    await expect(getAssetIcon(client, { assetId: LBTC })).rejects.toThrow('Asset icon not found')
  })

  it('getAssetTransactions picks chain, chain after a txid, or mempool', async () => {
    const at = `/liquid/api/asset/${LBTC}/txs`
    const server = await serve({
      [`GET ${at}/chain`]: json([pegin]),
      [`GET ${at}/chain/${PEGIN}`]: json([]),
      [`GET ${at}/mempool`]: json([{ ...pegin, status: { confirmed: false } }]),
    })
    const client = liquidClient(server)
    expect(await getAssetTransactions(client, { assetId: LBTC })).toEqual([pegin])
    expect(await getAssetTransactions(client, { assetId: LBTC, lastSeenTxid: PEGIN })).toEqual([])
    const pending = await getAssetTransactions(client, { assetId: LBTC, isMempool: true })
    expect(pending[0]?.status).toEqual({ confirmed: false })
    expect(server.requests.map((r) => r.url)).toEqual([
      `${at}/chain`,
      `${at}/chain/${PEGIN}`,
      `${at}/mempool`,
    ])
  })

  it('getAssetSupply keeps the exact text, beyond 2^53, and asks /supply/decimal when told', async () => {
    const server = await serve({
      [`GET /liquid/api/asset/${AUDL}/supply`]: text('123456789012345678901'),
      [`GET /liquid/api/asset/${AUDL}/supply/decimal`]: text('1234567890123456789.01'),
    })
    const client = liquidClient(server)
    const units = await getAssetSupply(client, { assetId: AUDL })
    expect(units).toBe('123456789012345678901')
    expect(await getAssetSupply(client, { assetId: AUDL, decimal: true })).toBe(
      '1234567890123456789.01',
    )
    expect(server.requests.map((r) => r.url)).toEqual([
      `/liquid/api/asset/${AUDL}/supply`,
      `/liquid/api/asset/${AUDL}/supply/decimal`,
    ])
  })

  it('getAssetSupply: a blinded supply is an HttpRequestError 400, a non-number is invalid', async () => {
    const server = await serve({
      [`GET /liquid/api/asset/${AUDL}/supply`]: [text('Asset supply is blinded', 400), text('1.5')],
    })
    const client = liquidClient(server)
    const error = await getAssetSupply(client, { assetId: AUDL }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(400)
    expect((error as HttpRequestError).body).toBe('Asset supply is blinded')
    await expect(getAssetSupply(client, { assetId: AUDL })).rejects.toThrow(InvalidResponseError)
  })

  it('getAssetIcons and getFeaturedAssets GET the mempool asset lists', async () => {
    const featured = [{ name: 'Liquid AUD', ticker: 'AUDL', asset_id: AUDL, icon: `${AUDL}.png` }]
    const server = await serve({
      'GET /liquid/api/v1/assets/icons': json([LBTC, AUDL]),
      'GET /liquid/api/v1/assets/featured': json(featured),
    })
    const client = liquidClient(server)
    expect(await getAssetIcons(client)).toEqual([LBTC, AUDL])
    expect(await getFeaturedAssets(client)).toEqual(featured)
    expect(server.requests.map((r) => r.url)).toEqual([
      '/liquid/api/v1/assets/icons',
      '/liquid/api/v1/assets/featured',
    ])
  })
})

describe('parameter checks before any request', () => {
  it('every asset action refuses a Bitcoin client', async () => {
    const server = await serve()
    const bitcoin = mainClient(server) as unknown as ExplorerClient<LiquidNetwork>
    const calls: (() => unknown)[] = [
      () => getAsset(bitcoin, { assetId: LBTC }),
      () => getAssetIcon(bitcoin, { assetId: LBTC }),
      () => getAssetTransactions(bitcoin, { assetId: LBTC }),
      () => getAssetSupply(bitcoin, { assetId: LBTC }),
      () => getAssetIcons(bitcoin),
      () => getFeaturedAssets(bitcoin),
    ]
    for (const call of calls) {
      const error = await expectInvalid(call, 'network', 'main')
      expect(error.message).toContain('a Liquid network')
    }
    expect(server.requests).toHaveLength(0)
  })

  it('refuses bad asset ids and cursors', async () => {
    const server = await serve()
    const client = liquidClient(server)
    for (const assetId of ['', 'L-BTC', LBTC.slice(1), `${LBTC}/supply`]) {
      await expectInvalid(() => getAsset(client, { assetId }), 'assetId', assetId)
      await expectInvalid(() => getAssetIcon(client, { assetId }), 'assetId', assetId)
      await expectInvalid(() => getAssetSupply(client, { assetId }), 'assetId', assetId)
      await expectInvalid(() => getAssetTransactions(client, { assetId }), 'assetId', assetId)
    }
    await expectInvalid(
      () => getAssetTransactions(client, { assetId: LBTC, lastSeenTxid: 'last' }),
      'lastSeenTxid',
      'last',
    )
    expect(server.requests).toHaveLength(0)
  })
})

describe('getAssetRegistry', () => {
  it('asks for full pages of 100 from start_index', async () => {
    const server = await serve({
      'GET /liquid/api/assets/registry?limit=100': json([]),
      'GET /liquid/api/assets/registry?start_index=100&limit=100': json([]),
    })
    const client = liquidClient(server)
    expect(await getAssetRegistry(client)).toEqual([])
    expect(await getAssetRegistry(client, { startIndex: 100 })).toEqual([])
    expect(server.requests.map((r) => r.url)).toEqual([
      '/liquid/api/assets/registry?limit=100',
      '/liquid/api/assets/registry?start_index=100&limit=100',
    ])
  })

  it('refuses a negative start index and an entry without an asset id, before or after the request', async () => {
    const server = await serve({
      'GET /liquid/api/assets/registry?limit=100': json([{ name: 'no id' }]),
    })
    const client = liquidClient(server)
    await expectInvalid(() => getAssetRegistry(client, { startIndex: -1 }), 'startIndex', -1)
    expect(server.requests).toHaveLength(0)
    await expect(getAssetRegistry(client)).rejects.toThrow(InvalidResponseError)
  })
})
