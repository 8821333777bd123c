// mempool's blocks at the client's door: what the conformance samples cannot say (a negative height, the
// database's string firstSeen converted, a Liquid block without extras on a Liquid client).
import { describe, expect, it } from 'vitest'
import { liquidClient, mainClient, recorded, serverPerTest } from '../../test/helpers.js'
import { json } from '../../test/http-server.js'
import { InvalidResponseError } from '../errors.js'
import type { BlockExtended } from '../wire/block.js'
import { getBlock, getBlocks } from './blocks.js'

const serve = serverPerTest()
const block = recorded<{ block: BlockExtended }>(
  'frontend-cypress/details_rbf/tx02_ws_block.json',
).block
const HASH = block.id

describe('mempool blocks at the door', () => {
  it('refuses a block of height -1, naming the field', async () => {
    const server = await serve({ [`GET /api/v1/block/${HASH}`]: json({ ...block, height: -1 }) })
    const error = await getBlock(mainClient(server), { hash: HASH }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toContain('height')
  })

  it('refuses a list holding a block of negative height', async () => {
    const server = await serve({ 'GET /api/v1/blocks': json([block, { ...block, height: -1 }]) })
    const error = await getBlocks(mainClient(server)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as Error).message).toContain('[1].height')
  })

  it("reads the database's firstSeen (a DECIMAL string) as a number", async () => {
    const indexed = { ...block, extras: { ...block.extras, firstSeen: '1743541851.218000' } }
    const server = await serve({ [`GET /api/v1/block/${HASH}`]: json(indexed) })
    const got = await getBlock(mainClient(server), { hash: HASH })
    expect(got.extras?.firstSeen).toBe(1743541851.218)
  })

  it('accepts a Liquid block without extras, bits null', async () => {
    const { extras: _extras, nonce: _nonce, difficulty: _difficulty, ...bare } = block
    const liquid = { ...bare, bits: null }
    const server = await serve({ [`GET /liquid/api/v1/block/${HASH}`]: json(liquid) })
    const got = await getBlock(liquidClient(server), { hash: HASH })
    expect(got.extras).toBeUndefined()
    expect(got.bits).toBeNull()
  })
})
