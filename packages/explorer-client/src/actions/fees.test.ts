import { describe, expect, it } from 'vitest'
import { fixtureText } from '../../test/fixtures.js'
import {
  expectInvalid,
  mainClient,
  recorded,
  recordedKey,
  serverPerTest,
} from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import { HttpRequestError, InvalidResponseError } from '../errors.js'
import type { CpfpInfo, MempoolBlock, RecommendedFees } from '../wire/mempool.js'
import { getCpfp, getMempoolBlocks, getRecommendedFees } from './fees.js'

const serve = serverPerTest()
const INIT = 'frontend-cypress/mainnet_mempoolInfo.json'
const TXID = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'

describe('getRecommendedFees', () => {
  it('GETs /v1/fees/recommended and returns the recorded fees', async () => {
    const fees = recordedKey<RecommendedFees>(INIT, 'fees')
    const server = await serve({ 'GET /api/v1/fees/recommended': json(fees) })
    const result = await getRecommendedFees(mainClient(server))
    expect(result).toEqual(fees)
    expect(result.economyFee).toBe(4)
    expect(server.requests.map((r) => r.url)).toEqual(['/api/v1/fees/recommended'])
  })

  it('refuses fees without economyFee (the field mempool.js forgot)', async () => {
    const { economyFee: _economy, ...older } = recordedKey<RecommendedFees>(INIT, 'fees')
    const server = await serve({ 'GET /api/v1/fees/recommended': json(older) })
    await expect(getRecommendedFees(mainClient(server))).rejects.toThrow(
      'economyFee: expected a number',
    )
  })

  it('gives an HttpRequestError 503 while the service mempool is not in sync', async () => {
    const server = await serve({ 'GET /api/v1/fees/recommended': text('Service Unavailable', 503) })
    const error = await getRecommendedFees(mainClient(server)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(503)
  })
})

describe('getMempoolBlocks', () => {
  it('GETs /v1/fees/mempool-blocks and returns the recorded projected blocks', async () => {
    const blocks = recordedKey<MempoolBlock[]>(INIT, 'mempool-blocks')
    const server = await serve({ 'GET /api/v1/fees/mempool-blocks': json(blocks) })
    const result = await getMempoolBlocks(mainClient(server))
    expect(result).toEqual(blocks)
    expect(result.length).toBeGreaterThan(1)
    expect(server.requests[0]?.url).toBe('/api/v1/fees/mempool-blocks')
  })

  it('accepts the sub-sat recording of the backend tests', async () => {
    const { subsat } = recorded<{ subsat: MempoolBlock[] }>(
      'backend-test-data/fee-mempool-blocks.json',
    )
    const server = await serve({ 'GET /api/v1/fees/mempool-blocks': json(subsat) })
    expect(await getMempoolBlocks(mainClient(server))).toEqual(subsat)
  })

  it('refuses an object where a list is promised', async () => {
    const server = await serve({ 'GET /api/v1/fees/mempool-blocks': json({ blocks: [] }) })
    await expect(getMempoolBlocks(mainClient(server))).rejects.toThrow(InvalidResponseError)
  })
})

describe('getCpfp', () => {
  it('GETs /v1/cpfp/:txid and returns the recorded CPFP info', async () => {
    const body = fixtureText('frontend-cypress/details_rbf/tx02_api_cpfp.json')
    const server = await serve({ [`GET /api/v1/cpfp/${TXID}`]: { body } })
    const info = await getCpfp(mainClient(server), { txid: TXID })
    expect(info).toEqual(recorded<CpfpInfo>('frontend-cypress/details_rbf/tx02_api_cpfp.json'))
    expect(info.bestDescendant).toBeNull()
    expect(server.requests[0]?.url).toBe(`/api/v1/cpfp/${TXID}`)
  })

  it('accepts the {ancestors: []} of an unknown transaction', async () => {
    const server = await serve({ [`GET /api/v1/cpfp/${TXID}`]: json({ ancestors: [] }) })
    expect(await getCpfp(mainClient(server), { txid: TXID })).toEqual({ ancestors: [] })
  })

  it('refuses a bad txid before any request', async () => {
    const server = await serve()
    await expectInvalid(() => getCpfp(mainClient(server), { txid: 'abc' }), 'txid', 'abc')
    expect(server.requests).toHaveLength(0)
  })
})
