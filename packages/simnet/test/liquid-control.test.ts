import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiquidSim } from '../src/liquid/sim.js'
import { type ControlledSimnet, startControlled } from './control-helpers.js'

// The control API on a Liquid network: signing blocks and adding payments on demand.

let service: ControlledSimnet
let sim: LiquidSim

// Liquid is generated after its parent chain (main, short here): both take a while.
beforeAll(async () => {
  service = await startControlled()
  sim = await service.simnet.liquid('liquid')
}, 120_000)

afterAll(() => service.close())

const rest = async (path: string) =>
  (await fetch(`http://${service.host}/liquid/api${path}`)).json()

describe('the control API on Liquid', () => {
  it('signs blocks on demand, a minute apart on a still chain', async () => {
    const tip = sim.chain.tip
    const pending = sim.chain.mempool.size
    const answer = await service.call('POST', '/_simnet/mine?network=liquid', { count: 2 })
    expect(answer.status).toBe(200)
    const { blocks } = answer.body as { blocks: { height: number; hash: string }[] }
    expect(blocks.map((b) => b.height)).toEqual([tip.height + 1, tip.height + 2])
    expect(await rest(`/block/${blocks[1]?.hash}`)).toMatchObject({
      height: tip.height + 2,
      timestamp: tip.time + 120,
    })
    expect(sim.chain.blockAt(tip.height + 1)?.txids.length).toBe(pending + 1)
    expect(sim.chain.mempool.size).toBe(0)
  })

  it('adds a payment: blinded to a confidential address, explicit to an unconfidential one', async () => {
    for (const [address, blinded] of [
      [sim.busyConfidentialAddress, true],
      [sim.busyAddress, false],
    ] as const) {
      const answer = await service.call('POST', '/_simnet/tx?network=liquid', {
        address,
        amount: 1_234_567,
      })
      expect(answer.status).toBe(200)
      const { txid } = answer.body as { txid: string }
      const tx = (await rest(`/tx/${txid}`)) as { vout: Record<string, unknown>[] }
      const paid = tx.vout.find((o) => o.scriptpubkey_address === sim.busyAddress)
      if (blinded) expect(paid).toHaveProperty('valuecommitment')
      else expect(paid).toMatchObject({ value: 1_234_567, asset: sim.params.nativeAsset })
      expect(await rest('/mempool/txids')).toContain(txid)
    }
  })

  it('refuses what Liquid does not have, and another network’s address', async () => {
    const testnet = await service.simnet.liquid('liquidtestnet')
    const refusals = [
      ['/_simnet/tx?network=liquid', { feeRate: 2 }, /"feeRate" is not taken on Liquid/],
      ['/_simnet/tx?network=liquid', { address: testnet.busyAddress }, /is not a liquid address/],
      ['/_simnet/reorg?network=liquid', {}, /Liquid has no reorgs/],
    ] as const
    for (const [path, body, message] of refusals) {
      const answer = await service.call('POST', path, body)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatch(message)
    }
  })

  it('reports the state of a Liquid network', async () => {
    const answer = await service.call('GET', '/_simnet/state?network=liquidtestnet')
    expect(answer.body).toMatchObject({
      network: 'liquidtestnet',
      tip: { height: (await service.simnet.liquid('liquidtestnet')).chain.tip.height },
      live: { running: false, blockInterval: 60 },
    })
  })
})
