import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decodeLiquidAddress } from '../liquid/address.js'
import { generateLiquid } from '../liquid/sim.js'
import type { LiquidSim } from '../liquid/state.js'
import { liquidRoutes } from './liquid-routes.js'
import { HttpError, Router } from './router.js'

// The Esplora routes of a Liquid network where electrs answers as it does on Bitcoin: block status of
// any hash, and the scripthash forms of the address routes (see explorer-client/conformance/esplora.md).
const sim = generateLiquid('liquid', 5)
const router = liquidRoutes(new Router<LiquidSim>())

async function get(path: string): Promise<unknown> {
  const url = new URL(path, 'http://simnet.test')
  const route = router.match('GET', url.pathname)
  if (!route) throw new Error(`no route ${path}`)
  try {
    const reply = await route.handler({
      state: sim,
      params: route.params,
      query: url.searchParams,
      body: '',
    })
    return 'json' in reply ? JSON.parse(JSON.stringify(reply.json)) : reply
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message }
    throw error
  }
}

describe('Liquid block status', () => {
  it('is off the best chain for an unknown hash, and has no next_best at the tip', async () => {
    expect(await get(`/block/${'ab'.repeat(32)}/status`)).toEqual({ in_best_chain: false })
    const tip = sim.chain.tip
    expect(await get(`/block/${tip.hash}/status`)).toEqual({
      in_best_chain: true,
      height: tip.height,
    })
  })
})

describe('Liquid scripthash routes', () => {
  it('answer for the script by its SHA-256 what the address routes answer', async () => {
    const [address] = [...sim.chain.addressChain.keys()]
    if (!address) throw new Error('no address with history')
    const script = decodeLiquidAddress(address, sim.params.address)?.script ?? new Uint8Array()
    const hash = createHash('sha256').update(script).digest('hex')
    const byAddress = (await get(`/address/${address}`)) as Record<string, unknown>
    expect(await get(`/scripthash/${hash}`)).toEqual({
      scripthash: hash,
      chain_stats: byAddress.chain_stats,
      mempool_stats: byAddress.mempool_stats,
    })
    for (const path of ['/txs', '/txs/chain', '/utxo']) {
      expect(await get(`/scripthash/${hash}${path}`)).toEqual(
        await get(`/address/${address}${path}`),
      )
    }
  })
})
