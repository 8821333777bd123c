import { describe, expect, it } from 'vitest'
import { mainClient, serverPerTest } from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import { getEsploraBlock, getEsploraBlocks, getFeeEstimates } from './esplora.js'

const serve = serverPerTest()
const HASH = '00000000000000000001a8f9f1a7c5e86d8c1e6b1e4d3c2b1a09f8e7d6c5b4a3'

// electrs' BlockValue (src/rest.rs): no extras, and no previousblockhash on the genesis block.
const block = {
  id: HASH,
  height: 800000,
  version: 536870912,
  timestamp: 1690168629,
  tx_count: 3721,
  size: 1598233,
  weight: 3993055,
  merkle_root: 'ab'.repeat(32),
  previousblockhash: 'cd'.repeat(32),
  mediantime: 1690165851,
  nonce: 106861918,
  bits: 386218132,
  difficulty: 53911173001054.59,
}

describe('the Esplora routes a bare electrs has', () => {
  it('getEsploraBlock GETs /block/:hash, not /v1/block/:hash', async () => {
    const server = await serve({ [`GET /api/block/${HASH}`]: json(block) })
    expect(await getEsploraBlock(mainClient(server), { hash: HASH })).toEqual(block)
    expect(server.requests.map((r) => r.url)).toEqual([`/api/block/${HASH}`])
  })

  it('getEsploraBlock refuses a block without its height, naming the field', async () => {
    const { height: _height, ...headless } = block
    const server = await serve({ [`GET /api/block/${HASH}`]: json(headless) })
    await expect(getEsploraBlock(mainClient(server), { hash: HASH })).rejects.toThrow('height')
  })

  it('getEsploraBlocks GETs /blocks and /blocks/:start_height', async () => {
    const server = await serve({
      'GET /api/blocks': json([block]),
      'GET /api/blocks/799999': json([{ ...block, height: 799999 }]),
    })
    const client = mainClient(server)
    expect((await getEsploraBlocks(client))[0]?.height).toBe(800000)
    expect((await getEsploraBlocks(client, { startHeight: 799999 }))[0]?.height).toBe(799999)
  })

  it('getFeeEstimates GETs /fee-estimates: rates by target, fractional', async () => {
    const estimates = { '1': 87.882, '2': 87.882, '144': 1.027, '1008': 1.027 }
    const server = await serve({ 'GET /api/fee-estimates': json(estimates) })
    expect(await getFeeEstimates(mainClient(server))).toEqual(estimates)
  })

  it('getFeeEstimates refuses a rate that is not a number, naming its target', async () => {
    const server = await serve({ 'GET /api/fee-estimates': json({ '1': '87.9' }) })
    await expect(getFeeEstimates(mainClient(server))).rejects.toThrow('1: expected a number')
  })
})
