// Simnet's websocket messages held to the real service's shapes (explorer-client/conformance/samples/
// websocket/): a client subscribes the way the app's live feed does (the client's own commands), simnet
// lives through payments, a child, a replacement and a block (and on Liquid a peg-in and its block), and every message received of a key that
// has samples must have their shape: no field the real service does not send, no kind it never sends
// there, every always-present field present.
import {
  parseFrame,
  ping,
  trackAddress,
  trackAddresses,
  trackAsset,
  trackMempoolBlock,
  trackRbf,
  trackRbfSummary,
  trackTx,
  want,
} from '@outpoint/explorer-client/live'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conforms, loadSamples, shapeOf } from '../../explorer-client/conformance/harness.js'
import type { SimChain } from '../src/chain/history.js'
import { replaceInMempool } from '../src/chain/replace.js'
import { pegIn } from '../src/liquid/activity.js'
import { mineNext } from '../src/liquid/live.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import { createRng } from '../src/rng.js'
import { statisticRow } from '../src/server/ws-stats.js'
import { made } from './live-test-helpers.js'
import {
  coinOf,
  type Frame,
  freshAddress,
  mine,
  pay,
  startService,
  TestClient,
  type TestService,
  takeCoin,
} from './ws-helpers.js'

const samples = new Map(
  loadSamples()
    .filter((file) => file.client && 'message' in file.client)
    .map((file) => [(file.client as { message: string }).message, file]),
)

let service: TestService
const frames: Frame[] = []
const clients: TestClient[] = []

async function connect(sim: string): Promise<TestClient> {
  const client = await TestClient.open(service.url(sim))
  clients.push(client)
  return client
}

/** The client's first frames, as the live feed sends them: init, then one command per subscription. */
function subscribe(client: TestClient, commands: unknown[]): void {
  client.send({ action: 'init' })
  for (const command of commands) client.send(command)
}

/** Lives through what makes every message: payments to tracked addresses, a child, a replacement, a block. */
async function scenario(sim: SimChain, prefix: string): Promise<void> {
  const one = freshAddress(sim)
  const two = freshAddress(sim)
  const main = await connect(prefix)
  subscribe(main, [
    want(['blocks', 'mempool-blocks', 'stats', 'live-2h-chart', 'tomahawk']),
    trackAddress(one.address),
    trackRbf('all'),
    trackRbfSummary(true),
    trackMempoolBlock(0),
  ])
  const multi = await connect(prefix)
  subscribe(multi, [trackAddresses([one.address, two.address])])
  const refused = await connect(prefix)
  const eleven = Array.from({ length: 11 }, () => freshAddress(sim).address)
  subscribe(refused, [trackAddresses(eleven)])
  await main.next('blocks')

  const coin = takeCoin(sim, 300_000)
  const parent = pay(sim, 3, { to: one.script, from: coin })
  await main.next('address-transactions')
  const tracker = await connect(prefix)
  subscribe(tracker, [trackTx(parent.txid), { 'track-txs': [parent.txid, sim.chain.tip.txids[0]] }])
  await tracker.next('txPosition')
  let mark = tracker.frames.length
  pay(sim, 40, { from: coinOf(parent, 0), to: two.script })
  await tracker.next('utxoSpent', mark)
  mark = tracker.frames.length
  const replaced = replaceInMempool(sim, [parent.txid], () =>
    pay(sim, 25, { from: coin, to: one.script }),
  )
  if (!replaced) throw new Error('not replaced')
  await tracker.next('rbfTransaction', mark)
  const watching = await connect(prefix)
  subscribe(watching, [trackTx(parent.txid)])
  await watching.next('txReplaced')

  const confirmed = await connect(prefix)
  subscribe(confirmed, [trackTx(replaced.record.txid)])
  await confirmed.next('txPosition')
  mark = main.frames.length
  mine(sim)
  await main.next('block-transactions', mark)
  await confirmed.next('txConfirmed')
  main.send({ 'refresh-blocks': true })
  main.send(ping())
  await main.next('pong', mark)
}

/** On Liquid: Elements blocks, a peg-in followed by `track-asset` (L-BTC), then its block. */
async function liquidScenario(sim: LiquidSim): Promise<void> {
  const rng = createRng(5)
  let clock = sim.chain.tip.time
  const later = () => {
    clock += 5
    return clock
  }
  const client = await connect('/liquid')
  subscribe(client, [
    want(['blocks', 'mempool-blocks', 'stats']),
    trackAsset(sim.params.nativeAsset),
    trackMempoolBlock(0),
  ])
  await client.next('blocks')
  client.send(ping())
  await client.next('pong')
  const mark = client.frames.length
  const pegin = made(pegIn(sim, later(), 5_000_000))
  await client.next('address-transactions', mark)
  const tracker = await connect('/liquid')
  subscribe(tracker, [trackTx(pegin.txid), { 'track-txs': [pegin.txid] }])
  await tracker.next('tracked-txs')
  mineNext(sim, rng, Math.max(later(), sim.chain.tip.time + 60))
  await client.next('block-transactions', mark)
  await tracker.next('txConfirmed')
}

beforeAll(async () => {
  service = await startService()
  await scenario(await service.sim('regtest'), '/regtest')
  await liquidScenario(await service.simnet.liquid('liquid'))
  for (const client of clients) frames.push(...client.frames)
}, 60_000)

afterAll(async () => {
  for (const client of clients) client.close()
  await service.close()
})

const received = (key: string) =>
  frames.filter((frame) => key in frame).map((frame) => frame[key] as unknown)

describe('simnet sends websocket messages in the real shapes', () => {
  it('sends every key of the scenario', () => {
    const keys = new Set(frames.flatMap((frame) => Object.keys(frame)))
    const missing = [...samples.keys()].filter((key) => !keys.has(key))
    // live-2h-chart comes once a minute.
    expect(missing).toEqual(['live-2h-chart'])
  })
  it("passes the client's own check of every frame", () => {
    const refused: string[] = []
    for (const frame of frames)
      parseFrame(JSON.stringify(frame), (error) => refused.push(error.message))
    expect(refused).toEqual([])
  })
  it('live-2h-chart (pushed once a minute): the row simnet builds', async () => {
    const sim = await service.sim('regtest')
    const row = statisticRow(sim.chain, sim.chain.tip.time + 60, 1_200, () => undefined)
    const file = samples.get('live-2h-chart')
    if (!file) throw new Error('no live-2h-chart samples')
    expect(conforms(JSON.parse(JSON.stringify(row)), shapeOf(file))).toEqual([])
  })
  for (const [key, file] of samples) {
    it(`${file.route} (${file.file})`, () => {
      const shape = shapeOf(file)
      for (const [i, data] of received(key).entries()) {
        expect(conforms(data, shape), `${key} #${i}`).toEqual([])
      }
    })
  }
})
