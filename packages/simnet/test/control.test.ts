import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import {
  type ExplorerClient,
  getAddress,
  getAddressMempoolTransactions,
  getAddressUtxos,
  getBlock,
  getBlockHash,
  getBlockStatus,
  getBlockTipHash,
  getBlockTipHeight,
  getBlockTransactions,
  getBlockTxids,
  getMempoolTxids,
  getTransaction,
  getTransactionStatus,
  NotFoundError,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { outputScript, scriptAddress } from '../src/bitcoin/script.js'
import type { SimChain } from '../src/chain/history.js'
import { mempoolGraph } from '../src/chain/mempool-graph.js'
import { rawInputs } from '../src/chain/mempool-inputs.js'
import { bitcoinParams } from '../src/params.js'
import { handleControl, isLoopback } from '../src/server/control.js'
import { Simnet } from '../src/simnet.js'
import { clientFor, failure } from './client-helpers.js'
import {
  type ControlledSimnet,
  freshAddress,
  ledgerProblems,
  parentsAfterChildren,
  startControlled,
} from './control-helpers.js'
import { startSimnet } from './start-simnet.js'
import { type Frame, TestClient } from './ws-helpers.js'

let service: ControlledSimnet
let client: ExplorerClient<'main'>
let sim: SimChain

beforeAll(async () => {
  service = await startControlled()
  client = clientFor(service.host)
  sim = await service.simnet.bitcoin('main')
})

afterAll(async () => {
  await service.close()
})

/** Waits for a frame with `key` received at or after index `from`. */
const frameWith = (ws: TestClient, key: string, from: number): Promise<Frame> => ws.next(key, from)

describe('the control API switch', () => {
  it('does not exist without control: 404 as any unknown path, and nothing changes', async () => {
    const off = await startSimnet({ params: { main: { historyBlocks: 120, fullBlocks: 5 } } })
    try {
      const offClient = clientFor(off.host)
      const height = await getBlockTipHeight(offClient)
      for (const [method, path] of [
        ['GET', '/_simnet/state'],
        ['POST', '/_simnet/mine'],
        ['POST', '/_simnet/reorg'],
      ] as const) {
        const response = await fetch(`http://${off.host}${path}`, { method, body: null })
        expect(response.status).toBe(404)
        expect(await response.text()).toBe(`endpoint does not exist "${path}"`)
      }
      expect(await getBlockTipHeight(offClient)).toBe(height)
    } finally {
      await off.close()
    }
  })

  it('answers loopback peers only: 127.0.0.0/8, ::1 and IPv4-mapped 127.x', () => {
    for (const address of ['127.0.0.1', '127.4.5.6', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true)
    }
    for (const address of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '::2', '128.0.0.1']) {
      expect(isLoopback(address), address).toBe(false)
    }
    expect(isLoopback(undefined)).toBe(false)
  })

  it('refuses another host with 403', async () => {
    const socket = new Socket()
    Object.defineProperty(socket, 'remoteAddress', { value: '192.168.1.20' })
    const req = new IncomingMessage(socket)
    req.method = 'GET'
    req.url = '/_simnet/state'
    const res = new ServerResponse(req)
    expect(await handleControl(req, res, service.simnet)).toBe(true)
    expect(res.statusCode).toBe(403)
    const off = new Simnet({ control: false })
    expect(await handleControl(req, new ServerResponse(req), off)).toBe(false)
  })

  it('refuses every page it was not told to trust, local ones included; tools pass', async () => {
    // Any page a local browser shows can reach a loopback port: a local origin proves nothing.
    for (const origin of ['https://example.com', 'http://localhost:5173', 'http://127.0.0.1:1']) {
      const page = await service.call('POST', '/_simnet/faucet?network=main', {}, { origin })
      expect(page.status).toBe(403)
      expect(String(page.body)).toContain('--trust-origin')
    }
    expect((await service.call('GET', '/_simnet/state')).status).toBe(200)
  })

  it('lets the pages of a trusted origin drive it and read the answers', async () => {
    const app = 'http://127.0.0.1:8080'
    const trusting = await startControlled({ trustedOrigins: [app] })
    onTestFinished(() => trusting.close())
    const trusted = await trusting.call('GET', '/_simnet/state', undefined, { origin: app })
    expect(trusted.status).toBe(200)
    expect(trusted.headers.get('access-control-allow-origin')).toBe(app)
    const other = await trusting.call('GET', '/_simnet/state', undefined, {
      origin: 'http://127.0.0.1:8081',
    })
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('explains what it refuses with 400, 404 and 405', async () => {
    const cases: [string, string, unknown, number, RegExp][] = [
      [
        'POST',
        '/_simnet/mine?network=mainnet',
        {},
        400,
        /Unknown network "mainnet": expected main,/,
      ],
      ['POST', '/_simnet/mine', { count: 0 }, 400, /"count" must be an integer from 1 to 100/],
      ['POST', '/_simnet/mine', { count: '2' }, 400, /"count" must be an integer/],
      ['POST', '/_simnet/mine', '{"count":', 400, /The body is not valid JSON/],
      ['POST', '/_simnet/mine', [1], 400, /The body must be a JSON object/],
      ['POST', '/_simnet/mine', { blocks: 2 }, 400, /Unknown field "blocks": expected count/],
      ['POST', '/_simnet/reorg', { depth: 11 }, 400, /"depth" must be an integer from 1 to 10/],
      ['POST', '/_simnet/tx', { amount: 100 }, 400, /"amount" must be an integer from 546/],
      ['POST', '/_simnet/tx', { feeRate: 0.5 }, 400, /"feeRate" must be a number from 1/],
      ['POST', '/_simnet/faults', { errorStatus: 500 }, 400, /"errorStatus" must be 429 or 503/],
      [
        'POST',
        '/_simnet/faults',
        { errorRate: 2 },
        400,
        /"errorRate" must be a number from 0 to 1/,
      ],
      ['POST', '/_simnet/faults', { dropSockets: 'yes' }, 400, /"dropSockets" must be true/],
      ['GET', '/_simnet/nothing', undefined, 404, /Unknown control endpoint "\/_simnet\/nothing"/],
      ['GET', '/_simnet/mine', undefined, 405, /\/_simnet\/mine takes POST, not GET/],
    ]
    const tip = sim.chain.tip
    for (const [method, path, body, status, text] of cases) {
      const answer = await service.call(method, path, body)
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status)
      expect(answer.body).toMatch(text)
    }
    expect((await service.call('GET', '/_simnet/mine')).headers.get('allow')).toBe('POST')
    expect(sim.chain.tip).toBe(tip)
  })
})

describe('POST /_simnet/mine', () => {
  it('mines the blocks at once, as the REST API then shows', async () => {
    const height = await getBlockTipHeight(client)
    const answer = await service.call('POST', '/_simnet/mine', { count: 3 })
    expect(answer.status).toBe(200)
    const { blocks } = answer.body as { blocks: { height: number; hash: string }[] }
    expect(blocks.map((b) => b.height)).toEqual([height + 1, height + 2, height + 3])
    expect(await getBlockTipHeight(client)).toBe(height + 3)
    for (const block of blocks) {
      expect(await getBlockHash(client, { height: block.height })).toBe(block.hash)
    }
    // Without a body: one block.
    const one = await service.call('POST', '/_simnet/mine')
    expect((one.body as { blocks: unknown[] }).blocks).toHaveLength(1)
    expect(await getBlockTipHeight(client)).toBe(height + 4)
    expect(ledgerProblems(sim)).toEqual([])
  })

  it('mines on the network asked for', async () => {
    const regtest = clientFor(service.host, 'regtest')
    const height = await getBlockTipHeight(regtest)
    const mainHeight = await getBlockTipHeight(client)
    const answer = await service.call('POST', '/_simnet/mine?network=regtest', { count: 2 })
    expect(answer.status).toBe(200)
    expect(await getBlockTipHeight(regtest)).toBe(height + 2)
    expect(await getBlockTipHeight(client)).toBe(mainHeight)
  })
})

describe('POST /_simnet/tx', () => {
  it('adds a payment to the address, in the mempool and the address history', async () => {
    const address = freshAddress('p2wpkh', 7)
    const answer = await service.call('POST', '/_simnet/tx', {
      address,
      amount: 123_456,
      feeRate: 7,
    })
    expect(answer.status).toBe(200)
    const { txid } = answer.body as { txid: string }
    expect(await getMempoolTxids(client)).toContain(txid)
    const pending = await getAddressMempoolTransactions(client, { address })
    expect(pending.map((t) => t.txid)).toEqual([txid])
    const tx = await getTransaction(client, { txid })
    expect(tx.status?.confirmed).toBe(false)
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: address, value: 123_456 }),
    )
    const rate = tx.fee / (tx.weight / 4)
    expect(rate).toBeGreaterThanOrEqual(7)
    expect(rate).toBeLessThan(7.1)
  })

  it('adds a payment without parameters, and mining confirms it', async () => {
    const answer = await service.call('POST', '/_simnet/tx', {})
    const { txid } = answer.body as { txid: string }
    expect(await getMempoolTxids(client)).toContain(txid)
    await service.call('POST', '/_simnet/mine', { count: 3 })
    expect((await getTransactionStatus(client, { txid })).confirmed).toBe(true)
  })

  it('refuses an address of another network, and an amount the users do not have', async () => {
    const testnet = scriptAddress(outputScript.p2wpkh(new Uint8Array(20)), bitcoinParams.testnet)
    const wrong = await service.call('POST', '/_simnet/tx', { address: testnet })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatch(/"address" is not a main address/)
    const size = sim.wallet.size
    const rich = await service.call('POST', '/_simnet/tx', { amount: 2_000_000_000_000_000 })
    expect(rich.status).toBe(409)
    expect(rich.body).toMatch(/could not gather 2000000000000000 sats/)
    // The coins drawn for it went back.
    expect(sim.wallet.size).toBeGreaterThanOrEqual(size - 200)
    expect(ledgerProblems(sim)).toEqual([])
  })
})

describe('POST /_simnet/tx from a wallet of mostly mempool coins', () => {
  it("finds the confirmed coins random draws miss (a chain long without a block: CI's 409s)", async () => {
    const own = await startControlled()
    onTestFinished(() => own.close())
    const chain = await own.simnet.bitcoin('main')
    // Payments whose change goes back to the wallet unconfirmed: the mempool's coins.
    for (let i = 0; i < 10; i++) await own.call('POST', '/_simnet/tx', { amount: 10_000 })
    const graph = mempoolGraph(chain.chain)
    const coins = [...chain.wallet.list()].filter((c) => chain.chain.unspent(c.txid, c.vout))
    const pending = coins.filter((c) => graph.nodes.has(c.txid))
    const [largest] = coins
      .filter((c) => !graph.nodes.has(c.txid))
      .sort((a, b) => b.value - a.value)
    expect(pending.length).toBeGreaterThan(0)
    if (!largest) throw new Error('the wallet has no confirmed coin')
    // One confirmed coin among 50,000 of the mempool's: the draws see about 240 of them.
    chain.wallet.remove(new Set(chain.wallet.list()))
    for (let i = 0; i < 50_000; i++)
      chain.wallet.add(pending[i % pending.length] as (typeof pending)[0])
    chain.wallet.add(largest)
    const answer = await own.call('POST', '/_simnet/tx', { amount: 10_000, feeRate: 2 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { txid } = answer.body as { txid: string }
    const record = chain.chain.mempool.get(txid)
    if (!record) throw new Error(`${txid} is not in the mempool`)
    expect(rawInputs(record.raw).map((input) => `${input.txid}:${input.vout}`)).toContain(
      `${largest.txid}:${largest.vout}`,
    )
  })
})

describe('POST /_simnet/reorg', () => {
  it('replaces the top blocks by a longer chain, visibly in REST and on the websocket', async () => {
    // A fresh history: its top blocks are full, so the reorg has plenty to put back.
    const service = await startControlled()
    const client = clientFor(service.host)
    const sim = await service.simnet.bitcoin('main')
    onTestFinished(() => service.close())
    // Something unconfirmed on top, and a listener for the blocks.
    await service.call('POST', '/_simnet/tx', {
      address: freshAddress('p2wpkh', 9),
      amount: 50_000,
    })
    const ws = await TestClient.open(`ws://${service.host}/api/v1/ws`)
    ws.send({ action: 'want', data: ['blocks', 'stats'] })
    await ws.next('blocks')
    const from = ws.frames.length

    const height = await getBlockTipHeight(client)
    const oldTip = await getBlockTipHash(client)
    const oldBlocks = [await getBlockHash(client, { height: height - 1 }), oldTip]
    const oldTxids = (
      await Promise.all(oldBlocks.map((hash) => getBlockTxids(client, { hash })))
    ).flat()
    const forkPoint = await getBlockHash(client, { height: height - 2 })
    const mempoolBefore = await getMempoolTxids(client)

    const answer = await service.call('POST', '/_simnet/reorg', { depth: 2 })
    expect(answer.status).toBe(200)
    const reorg = answer.body as {
      disconnected: { height: number; hash: string }[]
      blocks: { height: number; hash: string }[]
    }
    expect(reorg.disconnected).toEqual([
      { height: height - 1, hash: oldBlocks[0] },
      { height, hash: oldTip },
    ])
    expect(reorg.blocks.map((b) => b.height)).toEqual([height - 1, height, height + 1])

    // The new chain is longer and replaced both blocks.
    expect(await getBlockTipHeight(client)).toBe(height + 1)
    expect(await getBlockTipHash(client)).toBe(reorg.blocks[2]?.hash)
    expect(await getBlockHash(client, { height })).toBe(reorg.blocks[1]?.hash)
    expect(await getBlockStatus(client, { hash: forkPoint })).toEqual({
      in_best_chain: true,
      height: height - 2,
      next_best: reorg.blocks[0]?.hash,
    })
    // The old blocks are stale but still served.
    for (const hash of oldBlocks) {
      // electrs leaves height and next_best out of a stale block's status (not null).
      expect(await getBlockStatus(client, { hash })).toEqual({ in_best_chain: false })
      const stale = await getBlock(client, { hash })
      expect(stale).toMatchObject({ id: hash, stale: true })
      expect(stale.canonical).toBe(reorg.blocks.find((b) => b.height === stale.height)?.hash)
      const page = await getBlockTransactions(client, { hash })
      expect(page[0]?.vin[0]?.is_coinbase).toBe(true)
    }
    const fresh = await getBlock(client, { hash: reorg.blocks[1]?.hash ?? '' })
    expect(fresh.stale).toBe(false)

    // Their coinbases are gone; their other transactions are back in the mempool or mined again.
    const newBlockTxids = new Set(
      (await Promise.all(reorg.blocks.map(({ hash }) => getBlockTxids(client, { hash })))).flat(),
    )
    const mempool = new Set(await getMempoolTxids(client))
    for (const txid of oldTxids) {
      const record = sim.chain.txs.get(txid)
      if (!record) {
        expect(await failure(getTransaction(client, { txid }))).toBeInstanceOf(NotFoundError)
        continue
      }
      expect(record.coinbase).toBe(false)
      const status = await getTransactionStatus(client, { txid })
      if (status.confirmed) expect(newBlockTxids.has(txid)).toBe(true)
      else expect(mempool.has(txid)).toBe(true)
    }
    expect(oldTxids.filter((txid) => !sim.chain.txs.has(txid))).toHaveLength(2)
    for (const txid of mempoolBefore) {
      expect(mempool.has(txid) || newBlockTxids.has(txid)).toBe(true)
    }

    // No output spent twice, every index in step, over the whole chain.
    expect(ledgerProblems(sim)).toEqual([])
    expect(parentsAfterChildren(sim)).toEqual([])
    // Balances through REST: what each address received minus what it spent is its unspent outputs.
    const addresses = new Set(
      oldTxids
        .flatMap((txid) => sim.chain.txs.get(txid)?.outputs ?? [])
        // Taproot outputs are left out: simnet's own address routes refuse them (their random keys
        // are not curve points), a bug of its own.
        .flatMap((o) => (o.address && o.type !== 'v1_p2tr' ? [o.address] : [])),
    )
    expect(addresses.size).toBeGreaterThan(20)
    for (const address of [...addresses].slice(0, 20)) {
      const info = await getAddress(client, { address })
      const utxos = await getAddressUtxos(client, { address })
      const funded = info.chain_stats.funded_txo_sum + info.mempool_stats.funded_txo_sum
      const spent = info.chain_stats.spent_txo_sum + info.mempool_stats.spent_txo_sum
      expect(
        utxos.reduce((n, u) => n + u.value, 0),
        address,
      ).toBe(funded - spent)
    }

    // The websocket: the new recent blocks and the difficulty adjustment, then the new blocks.
    const announced = await frameWith(ws, 'blocks', from)
    const recent = announced.blocks as { id: string }[]
    expect(recent.at(-1)?.id).toBe(reorg.blocks[2]?.hash)
    expect(recent.map((b) => b.id)).not.toContain(oldTip)
    expect(announced.da).toBeDefined()
    const pushed = await frameWith(ws, 'block', from)
    expect(reorg.blocks.map((b) => b.hash)).toContain((pushed.block as { id: string }).id)
    ws.close()
  })

  it('refuses a reorg deeper than the chain', async () => {
    const short = await startControlled({
      params: { main: { historyBlocks: 3, fullBlocks: 1 } },
    })
    try {
      const answer = await short.call('POST', '/_simnet/reorg', { depth: 3 })
      expect(answer.status).toBe(409)
      expect(answer.body).toMatch(/holds 3 blocks: too few to reorg/)
    } finally {
      await short.close()
    }
  })
})

describe('GET /_simnet/state', () => {
  it('tells the tip, the mempool, the landmarks, the live options and the faults', async () => {
    await service.call('POST', '/_simnet/faults', { latencyMs: 5 })
    try {
      const answer = await service.call('GET', '/_simnet/state')
      expect(answer.status).toBe(200)
      const state = answer.body as Record<string, unknown>
      const txids = await getMempoolTxids(client)
      const vsize = [...sim.chain.mempool.values()].reduce((n, r) => n + r.vsize, 0)
      expect(state).toEqual({
        network: 'main',
        tip: {
          height: await getBlockTipHeight(client),
          hash: await getBlockTipHash(client),
          time: sim.chain.tip.time,
        },
        mempool: { count: txids.length, vsize },
        busyAddress: sim.busyAddress,
        batchTxid: sim.batchTxid,
        live: {
          running: false,
          clock: sim.chain.tip.time,
          txRate: 30,
          blockInterval: 120,
          speed: 1,
          reorgChance: 0,
        },
        faults: { latencyMs: 5, errorRate: 0, errorStatus: 503, silenceSeconds: 0 },
      })
      expect(sim.batchTxid).toMatch(/^[0-9a-f]{64}$/)
      const regtest = await service.call('GET', '/_simnet/state?network=regtest')
      const regtestSim = await service.simnet.bitcoin('regtest')
      expect(regtest.body).toMatchObject({
        network: 'regtest',
        tip: { hash: regtestSim.chain.tip.hash },
        batchTxid: null,
      })
    } finally {
      await service.call('DELETE', '/_simnet/faults')
    }
  })
})
