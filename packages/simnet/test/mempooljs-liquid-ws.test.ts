import mempoolJS from '@mempool/mempool.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { nativeTransfer } from '../src/liquid/activity.js'
import { decodeLiquidAddress } from '../src/liquid/address.js'
import { mineNext } from '../src/liquid/live.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import { createRng } from '../src/rng.js'
import { made } from './live-test-helpers.js'
import {
  FrameLog,
  first,
  type Json,
  keysOf,
  list,
  type MessageSocket,
  record,
  recordedKeys,
} from './mempooljs-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'
import { smallParams, TestClient, until } from './ws-helpers.js'

// The official client's Liquid websocket functions (@mempool/mempool.js 3.0.0, `liquid.websocket`)
// against simnet's Liquid websocket: each gets an answer of the real service's shape, in Elements form.

type Ws = ReturnType<typeof mempoolJS>['liquid']['websocket']

let running: RunningSimnet
let host: string
let sim: LiquidSim
const rng = createRng(23)
let clock = 0

const mempoolInfo = 'frontend-cypress/mainnet_mempoolInfo.json'

/** A time after everything so far: the chain is still, the tests move its clock. */
const later = () => {
  clock += 5
  return clock
}

/**
 * An Elements block as mempool's cache holds it (Elements' getblock through convertBlock): `bits` null
 * (parseInt of nothing), no `nonce`, `difficulty` or electrs' `ext`.
 */
function expectElementsBlock(value: unknown): Json {
  const block = record(value, 'block')
  expect(block).toHaveProperty('bits', null)
  for (const key of ['ext', 'nonce', 'difficulty']) expect(block).not.toHaveProperty(key)
  return block
}

beforeAll(async () => {
  running = await startSimnet({ params: smallParams })
  host = running.host
  sim = await running.simnet.liquid('liquid')
  clock = sim.chain.tip.time
}, 60_000)

afterAll(async () => {
  await running?.close()
})

/** What the suite calls: mempool.js's Node functions or its Browser ones, same protocol. */
interface WsApi<S extends MessageSocket> {
  init(): S
  want(socket: S, names: string[]): void
  stopData(socket: S): void
  trackAddress(socket: S, address: string): void
  stopTrackingAddress(socket: S): void
  trackAddresses(socket: S, addresses: string[]): void
  stopTrackingAddresses(socket: S): void
  trackTransaction(socket: S, txid: string): void
  stopTrackingTransaction(socket: S): void
  trackMempoolBlock(socket: S, index: number): void
  stopTrackingMempoolBlock(socket: S): void
}

const nodeApi = (ws: Ws): WsApi<ReturnType<Ws['wsInit']>> => ({
  init: () => ws.wsInit(),
  want: (s, names) => ws.wsWantData(s, names),
  stopData: (s) => ws.wsStopData(s),
  trackAddress: (s, a) => ws.wsTrackAddress(s, a),
  stopTrackingAddress: (s) => ws.wsStopTrackingAddress(s),
  trackAddresses: (s, a) => ws.wsTrackAddresses(s, a),
  stopTrackingAddresses: (s) => ws.wsStopTrackingAddresses(s),
  trackTransaction: (s, txid) => ws.wsTrackTransaction(s, txid),
  stopTrackingTransaction: (s) => ws.wsStopTrackingTransaction(s),
  trackMempoolBlock: (s, i) => ws.wsTrackMempoolBlock(s, i),
  stopTrackingMempoolBlock: (s) => ws.wsStopTrackingMempoolBlock(s),
})

const browserApi = (ws: Ws): WsApi<ReturnType<Ws['wsInitBrowser']>> => ({
  init: () => ws.wsInitBrowser(),
  want: (s, names) => ws.wsWantDataBrowser(s, names),
  stopData: (s) => ws.wsStopDataBrowser(s),
  trackAddress: (s, a) => ws.wsTrackAddressBrowser(s, a),
  stopTrackingAddress: (s) => ws.wsStopTrackingAddressBrowser(s),
  trackAddresses: (s, a) => ws.wsTrackAddressesBrowser(s, a),
  stopTrackingAddresses: (s) => ws.wsStopTrackingAddressesBrowser(s),
  trackTransaction: (s, txid) => ws.wsTrackTransactionBrowser(s, txid),
  stopTrackingTransaction: (s) => ws.wsStopTrackingTransactionBrowser(s),
  trackMempoolBlock: (s, i) => ws.wsTrackMempoolBlockBrowser(s, i),
  stopTrackingMempoolBlock: (s) => ws.wsStopTrackingMempoolBlockBrowser(s),
})

/**
 * Every Liquid websocket function of one flavour, in order on one connection; after the stops a control
 * client (plain `ws`, same subscriptions) shows the pushes the stopped connection no longer gets.
 */
function liquidSuite<S extends MessageSocket>(flavour: string, apiOf: (ws: Ws) => WsApi<S>) {
  describe(`Liquid websocket (${flavour} functions)`, () => {
    let api: WsApi<S>
    let socket: S
    let log: FrameLog
    let control: TestClient
    let busyScript: Uint8Array

    const settled = async () => {
      const mark = log.mark()
      socket.send(JSON.stringify({ action: 'ping' }))
      await log.next('pong', mark)
      return log.mark()
    }

    beforeAll(async () => {
      api = apiOf(
        mempoolJS({ hostname: host, network: 'liquid', protocol: 'http' }).liquid.websocket,
      )
      const script = decodeLiquidAddress(sim.busyAddress, sim.params.address)?.script
      if (!script) throw new Error('no busy script')
      busyScript = script
      control = await TestClient.open(`ws://${host}/liquid/api/v1/ws`)
      // A previous suite may have mined the whole mempool: an arrival, and an update that has it.
      made(nativeTransfer(sim, later()))
      control.send({ action: 'want', data: ['mempool-blocks'] })
      await until(
        () =>
          control.frames.some(
            (f) => Array.isArray(f['mempool-blocks']) && f['mempool-blocks'].length > 0,
          ),
        'projected blocks with the new arrival',
      )
    })

    afterAll(() => {
      socket?.close()
      control?.close()
    })

    it('init: connects to /liquid/api/v1/ws; the answer has the recorded keys', async () => {
      socket = api.init()
      log = new FrameLog(socket)
      await log.opened
      expect(socket.url).toBe(`ws://${host}/liquid/api/v1/ws`)
      const init = await log.next('backendInfo')
      // The recording predates `backend`; Liquid has no replacements, so no `rbfSummary`.
      const recorded = recordedKeys(mempoolInfo).filter((k) => k !== 'rbfSummary')
      expect(keysOf(init)).toEqual([...recorded, 'backend'].sort())
      for (const key of ['mempoolInfo', 'fees', 'conversions']) {
        expect(keysOf(init[key]), key).toEqual(recordedKeys(mempoolInfo, key))
      }
      for (const block of list(init.blocks)) expectElementsBlock(block)
    })

    it('want blocks, mempool-blocks, stats: their snapshots', async () => {
      const mark = log.mark()
      api.want(socket, ['blocks', 'mempool-blocks', 'stats'])
      const frame = await log.next('blocks', mark)
      expect(keysOf(frame)).toEqual([
        'blocks',
        'da',
        'fees',
        'mempool-blocks',
        'mempoolInfo',
        'vBytesPerSecond',
      ])
      const blocks = list(frame.blocks)
      expect(blocks.map((b) => record(b).height)).toEqual(
        Array.from({ length: 8 }, (_, i) => sim.chain.tip.height - 7 + i),
      )
      for (const block of blocks) expectElementsBlock(block)
      expect(keysOf(first(frame['mempool-blocks']))).toEqual(
        recordedKeys(mempoolInfo, 'mempool-blocks', 0),
      )
    })

    it('track-mempool-block 0 and track-tx: compressed transactions, then a position', async () => {
      const arrival = made(nativeTransfer(sim, later()))
      await log.next('mempool-blocks', log.mark())
      let mark = log.mark()
      api.trackMempoolBlock(socket, 0)
      const projected = record(
        (await log.next('projected-block-transactions', mark))['projected-block-transactions'],
      )
      expect(keysOf(projected)).toEqual(['blockTransactions', 'index', 'sequence'])
      const entries = list(projected.blockTransactions)
      expect(entries.map((e) => list(e)[0])).toContain(arrival.txid)
      for (const entry of entries) {
        expect(list(entry).map((v) => typeof v)).toEqual(['string', ...Array(6).fill('number')])
      }
      mark = log.mark()
      api.trackTransaction(socket, arrival.txid)
      const position = record((await log.next('txPosition', mark)).txPosition)
      expect(position.txid).toBe(arrival.txid)
      expect(keysOf(position.position)).toEqual(['block', 'vsize'])
    })

    it('track-address and track-addresses: new transactions of the watched address', async () => {
      api.trackAddress(socket, sim.busyConfidentialAddress)
      api.trackAddresses(socket, [sim.busyAddress])
      const mark = await settled()
      const paid = made(nativeTransfer(sim, later(), busyScript))
      const frame = await log.next('address-transactions', mark)
      expect(list(frame['address-transactions']).map((t) => record(t).txid)).toEqual([paid.txid])
      const multi = record(
        (await log.next('multi-address-transactions', mark))['multi-address-transactions'],
      )
      expect(keysOf(multi)).toHaveLength(1)
      const events = record(Object.values(multi)[0])
      expect(keysOf(events)).toEqual(['confirmed', 'mempool', 'removed'])
      expect(list(events.mempool).map((t) => record(t).txid)).toEqual([paid.txid])
    })

    it('a new block comes as `block` in Elements form', async () => {
      const mark = log.mark()
      const block = mineNext(sim, rng, Math.max(later(), sim.chain.tip.time + 60))
      const frame = await log.next('block', mark)
      expect(expectElementsBlock(frame.block).id).toBe(block.hash)
    })

    it('the stops: each ends its pushes (the control client still gets them)', async () => {
      const tracked = made(nativeTransfer(sim, later()))
      await log.next('mempool-blocks', log.mark())
      control.send({ action: 'want', data: ['blocks', 'mempool-blocks'] })
      control.send({
        'track-mempool-block': 0,
        'track-tx': tracked.txid,
        'track-address': sim.busyConfidentialAddress,
      })
      control.send({ 'track-addresses': [sim.busyAddress] })
      api.trackTransaction(socket, tracked.txid)
      api.stopTrackingMempoolBlock(socket)
      api.stopTrackingTransaction(socket)
      api.stopTrackingAddress(socket)
      api.stopTrackingAddresses(socket)
      const mark = await settled()
      control.send({ action: 'ping' })
      await control.next('pong')
      const controlMark = control.frames.length
      made(nativeTransfer(sim, later(), busyScript))
      const stopped = [
        'projected-block-transactions',
        'txPosition',
        'address-transactions',
        'multi-address-transactions',
      ]
      const update = await control.next('address-transactions', controlMark)
      for (const key of stopped) expect(Object.keys(update), key).toContain(key)
      await settled()
      const got = log.keysSince(mark)
      expect(got.has('mempool-blocks')).toBe(true)
      for (const key of stopped) expect(got.has(key), key).toBe(false)

      api.stopData(socket)
      const quiet = await settled()
      const blockMark = control.frames.length
      mineNext(sim, rng, Math.max(later(), sim.chain.tip.time + 60))
      await control.next('block', blockMark)
      await settled()
      expect([...log.keysSince(quiet)]).toEqual(['pong'])
    })
  })
}

liquidSuite('Node', nodeApi)

describe('browser flavour', () => {
  // mempool.js's *Browser functions use the global WebSocket, which Node 20 lacks: `ws` stands in.
  beforeAll(() => {
    vi.stubGlobal('WebSocket', WebSocket)
  })
  afterAll(() => {
    vi.unstubAllGlobals()
  })
  liquidSuite('Browser', browserApi)
})
