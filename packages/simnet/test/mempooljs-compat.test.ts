import mempoolJS from '@mempool/mempool.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { Transaction } from '../src/bitcoin/tx.js'
import type { SimChain } from '../src/chain/history.js'
import { createLive } from '../src/chain/live.js'
import { acceptTransaction } from '../src/chain/mempool-accept.js'
import { chainTime } from '../src/chain/mempool-clock.js'
import { mempoolGraph } from '../src/chain/mempool-graph.js'
import type { TxRecord } from '../src/chain/types.js'
import { cachedBlocks } from '../src/liquid/block-format.js'
import { confirmedCoin, spendHex } from './mempool-helpers.js'
import {
  expectKeys,
  FrameLog,
  failure,
  first,
  type Json,
  keysOf,
  list,
  type MessageSocket,
  record,
  recordedKeys,
} from './mempooljs-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'
import { freshAddress, mine, pay, smallParams, TestClient, until } from './ws-helpers.js'

// The official client, @mempool/mempool.js 3.0.0, against simnet: every function it offers, REST and
// websocket, gets an answer of the shape the real service gives (key sets of the recorded responses in
// the repository's fixtures/mempool/ where there is one, else of the contract as the real service's code has it).
// Where mempool.js itself is wrong (section E of the contract), the test pins what it does instead.
//
// Pointing it at simnet: `mempoolJS({ hostname: '127.0.0.1:PORT', network: 'mainnet', protocol: 'http' })`.
// mempool.js picks https (and wss) for any hostname without "localhost" in it; its `protocol` option
// ('http' | 'https') is the clean way to a plain-HTTP service, and it gives ws:// for its websocket too.

type MempoolJs = ReturnType<typeof mempoolJS>
type Bitcoin = MempoolJs['bitcoin']

let running: RunningSimnet
let host: string
let sim: SimChain
let bitcoin: Bitcoin

const mempoolInfo = 'frontend-cypress/mainnet_mempoolInfo.json'
const recordedTx = 'frontend-cypress/details_rbf/tx02_api_tx.json'
const recordedBlock = 'frontend-cypress/details_rbf/tx02_ws_block.json'

/** Esplora's optional input fields (contract §D): absent when empty or not applicable. */
const optionalVin = ['witness', 'inner_redeemscript_asm', 'inner_witnessscript_asm']

/** A transaction in esplora's shape: the recorded keys, inputs and outputs included. */
/**
 * A transaction as the websocket pushes it: the REST one's fields and what mempool's backend adds
 * (transaction-utils.ts extendMempoolTransaction: the fee rates and sizes always, position and relatives
 * while it waits; see explorer-client conformance/websocket.md).
 */
function expectLiveTx(value: unknown): Json {
  const {
    order,
    vsize,
    adjustedVsize,
    feePerVsize,
    adjustedFeePerVsize,
    effectiveFeePerVsize,
    firstSeen,
    position,
    ancestors,
    descendants,
    bestDescendant,
    ...rest
  } = record(value, 'tx')
  for (const figure of [vsize, adjustedVsize, feePerVsize, effectiveFeePerVsize, firstSeen])
    expect(typeof figure).toBe('number')
  return expectTx(rest)
}

function expectTx(value: unknown, options: { status?: boolean } = {}): Json {
  const tx = record(value, 'tx')
  const top = recordedKeys(recordedTx)
  expect(keysOf(tx)).toEqual(options.status === false ? top.filter((k) => k !== 'status') : top)
  for (const vin of list(tx.vin, 'vin')) {
    expectKeys(vin, recordedKeys(recordedTx, 'vin', 0), optionalVin)
    // mempool.js types `sequence` as a string; the API (and simnet) give a number.
    expect(typeof record(vin).sequence).toBe('number')
  }
  for (const vout of list(tx.vout, 'vout')) {
    expectKeys(
      vout,
      recordedKeys(recordedTx, 'vout', 0).filter((k) => k !== 'scriptpubkey_address'),
      ['scriptpubkey_address'],
    )
  }
  return tx
}

/** Esplora's block with mempool's `extras` (contract §3.3), as the recorded websocket block. */
function expectBlockExtended(value: unknown): Json {
  const block = record(value, 'block')
  expect(keysOf(block)).toEqual(recordedKeys(recordedBlock, 'block'))
  // The recording predates `medianFeeAmt`, which the contract lists among the extras.
  expect(keysOf(block.extras)).toEqual(
    [...recordedKeys(recordedBlock, 'block', 'extras'), 'medianFeeAmt'].sort(),
  )
  return block
}

/** The mempool's first transaction that has an unconfirmed parent (a CPFP child). */
function mempoolChild(): string {
  const child = [...mempoolGraph(sim.chain).nodes.values()].find((n) => n.parents.length > 0)
  if (!child) throw new Error('no mempool transaction with a mempool parent')
  return child.txid
}

/** A confirmed transaction with one output spent and one unspent. */
function halfSpentTx(): { record: TxRecord; spent: number; unspent: number } {
  for (const block of sim.chain.blocks.slice(-300, -1)) {
    for (const txid of block.txids.slice(1)) {
      const found = sim.chain.txs.get(txid)
      if (!found) continue
      const isSpent = (vout: number) => sim.chain.spends.has(`${txid}:${vout}`)
      const outs = found.outputs.map((o, vout) => ({ vout, ok: o.type !== 'op_return' }))
      const spent = outs.find((o) => o.ok && isSpent(o.vout))
      const unspent = outs.find((o) => o.ok && !isSpent(o.vout))
      if (spent && unspent) return { record: found, spent: spent.vout, unspent: unspent.vout }
    }
  }
  throw new Error('no confirmed transaction with a spent and an unspent output')
}

/** Bytes simnet serves at `path` (under /api), read without mempool.js. */
async function bytesAt(path: string): Promise<Buffer> {
  const response = await fetch(`http://${host}/api${path}`)
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

beforeAll(async () => {
  // Main in full (the busy address and long histories exist only there); the others short and quick.
  const { main: _, ...others } = smallParams
  running = await startSimnet({ params: others })
  host = running.host
  sim = await running.simnet.bitcoin('main')
  // A mempool with what the live simulation brings: payments, CPFP packages, replacements.
  createLive(sim, { txRate: 0, blockInterval: 0, prefill: 400 }).prefill()
  bitcoin = mempoolJS({ hostname: host, network: 'mainnet', protocol: 'http' }).bitcoin
}, 60_000)

afterAll(async () => {
  await running?.close()
})

describe('connection options', () => {
  it('network: testnet and signet get their prefix; testnet4 and regtest fall back to mainnet paths', async () => {
    // mempool.js only knows 'testnet' and 'signet': any other network silently reads main.
    const tipOf = async (network: string) =>
      mempoolJS({ hostname: host, network, protocol: 'http' }).bitcoin.blocks.getBlocksTipHeight()
    const main = sim.chain.tip.height
    const testnet = (await running.simnet.bitcoin('testnet')).chain.tip.height
    const signet = (await running.simnet.bitcoin('signet')).chain.tip.height
    expect(new Set([main, testnet, signet]).size).toBe(3)
    expect({
      mainnet: await tipOf('mainnet'),
      testnet: await tipOf('testnet'),
      signet: await tipOf('signet'),
      testnet4: await tipOf('testnet4'),
      regtest: await tipOf('regtest'),
    }).toEqual({ mainnet: main, testnet, signet, testnet4: main, regtest: main })
  })

  it('without `protocol`, a hostname without "localhost" is spoken to in https and wss', async () => {
    const plain = mempoolJS({ hostname: host, network: 'mainnet' })
    const failed = await failure(plain.bitcoin.blocks.getBlocksTipHeight())
    expect(failed.status).toBe(0)
    expect(failed.url).toBe(`https://${host}/api/blocks/tip/height`)
    const socket = plain.bitcoin.websocket.wsInit()
    socket.on('error', () => {})
    expect(socket.url).toBe(`wss://${host}/api/v1/ws`)
    socket.terminate()
  })
})

describe('addresses', () => {
  let address: string
  let chainTxid: string
  let mempoolTxid: string
  // What simnet's indexes hold for an address now (its wallet may spend any output meanwhile).
  const pendingOf = (a: string) => [...(sim.chain.addressMempool.get(a) ?? [])].reverse()
  const confirmedOf = (a: string) => (sim.chain.addressChain.get(a) ?? []).slice(-25).reverse()
  const unspentOf = (a: string) =>
    [...confirmedOf(a), ...pendingOf(a)].flatMap((txid) =>
      (sim.chain.txs.get(txid)?.outputs ?? []).flatMap((o, vout) =>
        o.address === a && sim.chain.unspent(txid, vout) ? [`${txid}:${vout}`] : [],
      ),
    )

  beforeAll(() => {
    // A segwit v0 address paid in the tip block, paid again in the mempool.
    const tip = sim.chain.tip
    for (const txid of tip.txids.slice(1)) {
      const out = sim.chain.txs
        .get(txid)
        ?.outputs.find((o) => o.type === 'v0_p2wpkh' && o.address !== sim.busyAddress)
      if (out?.address) {
        address = out.address
        chainTxid = txid
        mempoolTxid = pay(sim, 4, { to: out.script }).txid
        return
      }
    }
    throw new Error('no p2wpkh output in the tip block')
  })

  it('getAddress: the address with chain and mempool stats', async () => {
    const info = record(await bitcoin.addresses.getAddress({ address }))
    expect(keysOf(info)).toEqual(['address', 'chain_stats', 'mempool_stats'])
    const stats = [
      'funded_txo_count',
      'funded_txo_sum',
      'spent_txo_count',
      'spent_txo_sum',
      'tx_count',
    ]
    expect(keysOf(info.chain_stats)).toEqual(stats)
    expect(keysOf(info.mempool_stats)).toEqual(stats)
    expect(info.address).toBe(address)
    expect(record(info.mempool_stats).tx_count).toBe(1)
  })

  it('getAddressTxs: mempool first, then the chain, each with its status', async () => {
    const txs = list(await bitcoin.addresses.getAddressTxs({ address }))
    for (const tx of txs) expectTx(tx)
    expect(txs.map((tx) => record(tx).txid)).toEqual([
      ...pendingOf(address),
      ...confirmedOf(address),
    ])
    expect(record(txs[0]).txid).toBe(mempoolTxid)
    expect(txs.map((tx) => record(tx).txid)).toContain(chainTxid)
    expect(record(record(txs[0]).status)).toEqual({ confirmed: false })
  })

  it('getAddressTxs with after_txid: the confirmed transactions older than it', async () => {
    const history = sim.chain.addressChain.get(sim.busyAddress) ?? []
    const after = history.at(-30)
    if (!after) throw new Error('the busy address has no history')
    const txs = list(
      await bitcoin.addresses.getAddressTxs({ address: sim.busyAddress, after_txid: after }),
    )
    for (const tx of txs) expectTx(tx)
    expect(record(txs[0]).txid).toBe(history.at(-31))
  })

  it('getAddressTxsChain and getAddressTxsMempool: each part alone', async () => {
    const chain = list(await bitcoin.addresses.getAddressTxsChain({ address }))
    const mempool = list(await bitcoin.addresses.getAddressTxsMempool({ address }))
    for (const tx of [...chain, ...mempool]) expectTx(tx)
    expect(chain.map((tx) => record(tx).txid)).toEqual(confirmedOf(address))
    expect(chain.map((tx) => record(tx).txid)).toContain(chainTxid)
    expect(mempool.map((tx) => record(tx).txid)).toEqual(pendingOf(address))
    expect(record(mempool[0]).txid).toBe(mempoolTxid)
  })

  it('getAddressTxsUtxo: the unspent outputs, confirmed and in the mempool', async () => {
    const utxos = list(await bitcoin.addresses.getAddressTxsUtxo({ address }))
    for (const utxo of utxos) expect(keysOf(utxo)).toEqual(['status', 'txid', 'value', 'vout'])
    const outpoints = utxos.map((u) => `${record(u).txid}:${record(u).vout}`)
    expect(outpoints.sort()).toEqual(unspentOf(address).sort())
    expect(outpoints.some((o) => o.startsWith(mempoolTxid))).toBe(true)
  })

  // Simnet answered 400 for its own taproot addresses until bitcoinjs' toOutputScript (which wants a
  // curve library for bech32m) left its address checks (commit d384523).
  it('getAddress of a taproot address simnet itself paid', async () => {
    const taproot = [...sim.chain.txs.values()]
      .flatMap((r) => r.outputs)
      .find((o) => o.type === 'v1_p2tr')?.address
    if (!taproot) throw new Error('no taproot output')
    const info = record(await bitcoin.addresses.getAddress({ address: taproot }))
    expect(info.address).toBe(taproot)
  })
})

describe('blocks', () => {
  it('getBlock: the block with extras, in the recorded shape', async () => {
    const block = sim.chain.blocks.at(-2)
    const answer = expectBlockExtended(await bitcoin.blocks.getBlock({ hash: block?.hash ?? '' }))
    expect(answer.id).toBe(block?.hash)
  })

  it('getBlocks from a height: 15 blocks down from it', async () => {
    const tip = sim.chain.tip.height
    const blocks = list(await bitcoin.blocks.getBlocks({ start_height: tip - 3 }))
    for (const block of blocks) expectBlockExtended(block)
    expect(blocks.map((b) => record(b).height)).toEqual(
      Array.from({ length: 15 }, (_, i) => tip - 3 - i),
    )
  })

  it('getBlocks({}) (mempool.js bug: requests /v1/blocks/undefined; on Bitcoin parseInt gives NaN and mempool answers [])', async () => {
    expect(await bitcoin.blocks.getBlocks({})).toEqual([])
  })

  it('getBlockStatus: in the best chain, with its height and the next block', async () => {
    const [block, next] = sim.chain.blocks.slice(-2)
    const status = record(await bitcoin.blocks.getBlockStatus({ hash: block?.hash ?? '' }))
    expect(status).toEqual({ in_best_chain: true, height: block?.height, next_best: next?.hash })
  })

  it("getBlockTxs from an index: 25 transactions, each with the block's status", async () => {
    const block = sim.chain.tip
    const txs = list(await bitcoin.blocks.getBlockTxs({ hash: block.hash, start_index: 25 }))
    for (const tx of txs)
      expect(record(expectTx(tx).status)).toMatchObject({ block_hash: block.hash })
    expect(txs.map((tx) => record(tx).txid)).toEqual(block.txids.slice(25, 50))
  })

  it('getBlockTxs without start_index (mempool.js requests .../txs/undefined): the first page, as electrs reads it as 0', async () => {
    const { hash, txids } = sim.chain.tip
    const txs = list(await bitcoin.blocks.getBlockTxs({ hash }))
    expect(txs.map((tx) => record(tx).txid)).toEqual(txids.slice(0, 25))
  })

  it('getBlockTxids and getBlockTxid: the block’s txids', async () => {
    const block = sim.chain.tip
    expect(await bitcoin.blocks.getBlockTxids({ hash: block.hash })).toEqual(block.txids)
    expect(await bitcoin.blocks.getBlockTxid({ hash: block.hash, index: 3 })).toBe(block.txids[3])
  })

  it('getBlockRaw (mempool.js bug: the bytes come decoded as UTF-8 text, corrupted)', async () => {
    const block = sim.chain.tip
    const bytes = await bytesAt(`/block/${block.hash}/raw`)
    const raw = await bitcoin.blocks.getBlockRaw({ hash: block.hash })
    expect(raw).toBe(bytes.toString('utf8'))
    expect(Buffer.from(raw, 'utf8').equals(bytes)).toBe(false)
  })

  it('getBlockHeader, getBlockHeight, getBlocksTipHash, getBlocksTipHeight: text answers', async () => {
    const tip = sim.chain.tip
    expect(await bitcoin.blocks.getBlockHeader({ hash: tip.hash })).toBe(
      Buffer.from(tip.header).toString('hex'),
    )
    expect(await bitcoin.blocks.getBlockHeight({ height: tip.height - 1 })).toBe(
      sim.chain.blocks.at(-2)?.hash,
    )
    expect(await bitcoin.blocks.getBlocksTipHash()).toBe(tip.hash)
    // Text, parsed as JSON by axios: a number.
    expect(await bitcoin.blocks.getBlocksTipHeight()).toBe(tip.height)
  })
})

describe('difficulty', () => {
  it('getDifficultyAdjustment: the recorded keys', async () => {
    const da = await bitcoin.difficulty.getDifficultyAdjustment()
    expect(keysOf(da)).toEqual(recordedKeys(mempoolInfo, 'da'))
  })

  it('getHashrate: daily hashrates and the difficulty adjustments', async () => {
    const rates = record(await bitcoin.difficulty.getHashrate({ interval: '1m' }))
    expect(keysOf(rates)).toEqual([
      'currentDifficulty',
      'currentHashrate',
      'difficulty',
      'hashrates',
    ])
    expect(keysOf(first(rates.hashrates))).toEqual(['avgHashrate', 'timestamp'])
    expect(keysOf(first(rates.difficulty))).toEqual(['adjustment', 'difficulty', 'height', 'time'])
  })
})

describe('fees', () => {
  it('getFeesRecommended: the recorded keys (economyFee included, which mempool.js does not type)', async () => {
    const fees = await bitcoin.fees.getFeesRecommended()
    expect(keysOf(fees)).toEqual(recordedKeys(mempoolInfo, 'fees'))
  })

  it('getFeesMempoolBlocks: projected blocks in the recorded shape', async () => {
    const blocks = list(await bitcoin.fees.getFeesMempoolBlocks())
    for (const block of blocks)
      expect(keysOf(block)).toEqual(recordedKeys(mempoolInfo, 'mempool-blocks', 0))
  })

  it('getCPFP: a child’s ancestors (an object, where mempool.js types an array)', async () => {
    const cpfp = record(await bitcoin.fees.getCPFP({ txid: mempoolChild() }))
    expect(keysOf(cpfp)).toEqual(recordedKeys('frontend-cypress/details_rbf/tx02_api_cpfp.json'))
    expect(keysOf(first(cpfp.ancestors))).toEqual(['fee', 'txid', 'weight'])
  })
})

describe('mempool', () => {
  it('getMempool: one summary (where mempool.js types an array), histogram of [rate, vsize] pairs', async () => {
    const mempool = record(await bitcoin.mempool.getMempool())
    expect(keysOf(mempool)).toEqual(['count', 'fee_histogram', 'total_fee', 'vsize'])
    expect(mempool.count).toBe(sim.chain.mempool.size)
    for (const bucket of list(mempool.fee_histogram)) {
      expect(list(bucket).map((n) => typeof n)).toEqual(['number', 'number'])
    }
  })

  it('getMempoolTxids and getMempoolRecent', async () => {
    expect(new Set(await bitcoin.mempool.getMempoolTxids())).toEqual(
      new Set(sim.chain.mempool.keys()),
    )
    const recent = list(await bitcoin.mempool.getMempoolRecent())
    expect(recent).toHaveLength(10)
    for (const tx of recent) expect(keysOf(tx)).toEqual(['fee', 'txid', 'value', 'vsize'])
  })
})

describe('transactions', () => {
  it('getTx: confirmed and unconfirmed, in the recorded shape', async () => {
    const { record: confirmed } = halfSpentTx()
    const tx = expectTx(await bitcoin.transactions.getTx({ txid: confirmed.txid }))
    expect(tx.txid).toBe(confirmed.txid)
    const pending = expectTx(await bitcoin.transactions.getTx({ txid: mempoolChild() }))
    expect(pending.status).toEqual({ confirmed: false })
  })

  it('getTxStatus, getTxHex, getTxMerkleProof, getTxMerkleBlockProof', async () => {
    const { record: tx } = halfSpentTx()
    const at = tx.confirmation
    if (!at) throw new Error('not confirmed')
    expect(await bitcoin.transactions.getTxStatus({ txid: tx.txid })).toEqual({
      confirmed: true,
      block_height: at.height,
      block_hash: at.hash,
      block_time: at.time,
    })
    expect(await bitcoin.transactions.getTxHex({ txid: tx.txid })).toBe(
      Buffer.from(tx.raw).toString('hex'),
    )
    const proof = record(await bitcoin.transactions.getTxMerkleProof({ txid: tx.txid }))
    expect(keysOf(proof)).toEqual(['block_height', 'merkle', 'pos'])
    expect([proof.block_height, proof.pos]).toEqual([at.height, at.index])
    const header = Buffer.from(sim.chain.blocksByHash.get(at.hash)?.header ?? []).toString('hex')
    const merkleBlock = await bitcoin.transactions.getTxMerkleBlockProof({ txid: tx.txid })
    expect(merkleBlock.startsWith(header)).toBe(true)
  })

  it('getTxRaw (mempool.js bug: the bytes come decoded as UTF-8 text, corrupted)', async () => {
    const { record: tx } = halfSpentTx()
    const raw = await bitcoin.transactions.getTxRaw({ txid: tx.txid })
    expect(raw).toBe(Buffer.from(tx.raw).toString('utf8'))
    expect(Buffer.from(raw, 'utf8').equals(Buffer.from(tx.raw))).toBe(false)
  })

  it('getTxOutspend and getTxOutspends: spent with the spender, unspent alone', async () => {
    const { record: tx, spent, unspent } = halfSpentTx()
    const spender = sim.chain.spends.get(`${tx.txid}:${spent}`)
    const one = record(await bitcoin.transactions.getTxOutspend({ txid: tx.txid, vout: spent }))
    expect(keysOf(one)).toEqual(['spent', 'status', 'txid', 'vin'])
    expect([one.spent, one.txid, one.vin]).toEqual([true, spender?.txid, spender?.vin])
    expect(await bitcoin.transactions.getTxOutspend({ txid: tx.txid, vout: unspent })).toEqual({
      spent: false,
    })
    const all = list(await bitcoin.transactions.getTxOutspends({ txid: tx.txid }))
    expect(all).toHaveLength(tx.outputs.length)
    expect(all[spent]).toEqual(one)
    expect(all[unspent]).toEqual({ spent: false })
  })

  it('postTx: broadcasts the hex and answers the txid as text', async () => {
    const hex = spendHex([confirmedCoin(sim)], { feeRate: 3, seed: 41 })
    const txid = await bitcoin.transactions.postTx({ txhex: hex })
    expect(txid).toBe(Transaction.fromHex(hex).getId())
    expect(sim.chain.mempool.has(Transaction.fromHex(hex).getId())).toBe(true)
    const refused = await failure(bitcoin.transactions.postTx({ txhex: 'deadbeef' }))
    expect(refused.status).toBe(400)
    expect(refused.body).toMatch(/^sendrawtransaction RPC error: \{"code":-22,/)
  })
})

describe('lightning', () => {
  const rankingKeys = [
    'alias',
    'capacity',
    'channels',
    'city',
    'country',
    'firstSeen',
    'publicKey',
    'updatedAt',
  ]
  const rankingOptional = ['iso_code', 'subdivision', 'geolocation']
  // The node rows of /nodes/country/:c and /nodes/isp/:isp, as mempool's backend selects them
  // (backend/src/api/explorer/nodes.api.ts, $getNodesPerCountry and $getNodesPerISP): the contract
  // lists the base fields of an older version; newer ones add coordinates, and the ISP per country.
  const ispRow = ['alias', 'capacity', 'channels', 'city', 'country', 'first_seen', 'iso_code']
    .concat(['latitude', 'longitude', 'public_key', 'subdivision', 'updated_at'])
    .sort()
  const countryRow = [...ispRow, 'as_number', 'isp'].sort()
  let publicKey: string

  beforeAll(async () => {
    const top = first(await bitcoin.lightning.getLiquidityRanking())
    publicKey = String(top.publicKey)
  })

  it('getNetworkStats: latest and previous rows with the fields mempool.js types', async () => {
    const stats = record(await bitcoin.lightning.getNetworkStats())
    expect(keysOf(stats)).toEqual(['latest', 'previous'])
    const row = [
      'added',
      'avg_base_fee_mtokens',
      'avg_capacity',
      'avg_fee_rate',
      'channel_count',
      'clearnet_nodes',
      'clearnet_tor_nodes',
      'id',
      'med_base_fee_mtokens',
      'med_capacity',
      'med_fee_rate',
      'node_count',
      'tor_nodes',
      'total_capacity',
      'unannounced_nodes',
    ].sort()
    expect(keysOf(stats.latest)).toEqual(row)
    expect(keysOf(stats.previous)).toEqual(row)
  })

  it('getNodesInCountry and getNodesHostedByISP: {country|isp, nodes} (mempool.js types Node[])', async () => {
    // Both routes wrap the rows: backend/src/api/explorer/nodes.routes.ts, res.json({ isp, nodes }).
    const country = record(await bitcoin.lightning.getNodesInCountry({ country: 'US' }))
    expect(keysOf(country)).toEqual(['country', 'nodes'])
    expect(keysOf(first(country.nodes))).toEqual(countryRow)
    const ranking = record(await bitcoin.lightning.getISPRanking())
    const [asn] = String(list(list(ranking.ispRanking)[0])[0]).split(',')
    const isp = record(await bitcoin.lightning.getNodesHostedByISP({ isp: Number(asn) }))
    expect(keysOf(isp)).toEqual(['isp', 'nodes'])
    expect(keysOf(first(isp.nodes))).toEqual(ispRow)
  })

  it('getNodesStatsPerCountry and getISPRanking', async () => {
    const countries = list(await bitcoin.lightning.getNodesStatsPerCountry())
    expect(keysOf(countries[0])).toEqual(['capacity', 'count', 'iso', 'name', 'share'])
    expect(typeof record(countries[0]).capacity).toBe('string')
    const ranking = record(await bitcoin.lightning.getISPRanking())
    expect(keysOf(ranking)).toEqual([
      'clearnetCapacity',
      'ispRanking',
      'torCapacity',
      'unknownCapacity',
    ])
    const row = list(list(ranking.ispRanking)[0])
    expect(row.map((v) => typeof v)).toEqual(['string', 'string', 'number', 'number', 'number'])
  })

  it('getLiquidityRanking, getConnectivityRanking, getOldestNodes: 100 nodes each', async () => {
    for (const ranking of [
      await bitcoin.lightning.getLiquidityRanking(),
      await bitcoin.lightning.getConnectivityRanking(),
      await bitcoin.lightning.getOldestNodes(),
    ]) {
      expect(list(ranking)).toHaveLength(100)
      for (const node of list(ranking)) expectKeys(node, rankingKeys, rankingOptional)
    }
  })

  it('getNodeStats and getHistoricalNodeStats: one node', async () => {
    const node = record(await bitcoin.lightning.getNodeStats({ public_key: publicKey }))
    expect(keysOf(node)).toEqual(
      [
        'active_channel_count',
        'alias',
        'as_number',
        'as_organization',
        'capacity',
        'city',
        'city_id',
        'closed_channel_count',
        'color',
        'country',
        'country_id',
        'custom_records',
        'features',
        'featuresBits',
        'first_seen',
        'iso_code',
        'latitude',
        'longitude',
        'opened_channel_count',
        'public_key',
        'sockets',
        'subdivision',
        'subdivision_id',
        'updated_at',
      ].sort(),
    )
    expect(node.public_key).toBe(publicKey)
    const history = list(await bitcoin.lightning.getHistoricalNodeStats({ public_key: publicKey }))
    for (const row of history) expect(keysOf(row)).toEqual(['added', 'capacity', 'channels'])
  })

  it('getChannelsFromNodePublicKey, getChannel, getChannelsFromTxIds', async () => {
    const channels = list(
      await bitcoin.lightning.getChannelsFromNodePublicKey({
        public_key: publicKey,
        status: 'open',
        index: 0,
      }),
    )
    for (const channel of channels) {
      expectKeys(
        channel,
        ['capacity', 'closing_reason', 'fee_rate', 'id', 'node', 'short_id', 'status'],
        ['closing_date'],
      )
      expect(keysOf(record(channel).node)).toEqual(['alias', 'capacity', 'channels', 'public_key'])
    }
    const id = String(record(channels[0]).id)
    const channel = record(await bitcoin.lightning.getChannel({ id }))
    expect(keysOf(channel)).toEqual(
      [
        'capacity',
        'closed_by',
        'closing_date',
        'closing_fee',
        'closing_reason',
        'closing_transaction_id',
        'created',
        'funding_ratio',
        'id',
        'node_left',
        'node_right',
        'short_id',
        'single_funded',
        'status',
        'transaction_id',
        'transaction_vout',
        'updated_at',
      ].sort(),
    )
    const side = [
      'alias',
      'base_fee_mtokens',
      'capacity',
      'channels',
      'closing_balance',
      'cltv_delta',
      'fee_rate',
      'funding_balance',
      'is_disabled',
      'latitude',
      'longitude',
      'max_htlc_mtokens',
      'min_htlc_mtokens',
      'public_key',
      'updated_at',
    ].sort()
    expect(keysOf(channel.node_left)).toEqual(side)
    expect(keysOf(channel.node_right)).toEqual(side)
    const txid = String(channel.transaction_id)
    const byTx = list(
      await bitcoin.lightning.getChannelsFromTxIds({ txId: [txid, '00'.repeat(32)] }),
    )
    expect(byTx).toHaveLength(2)
    for (const entry of byTx) expect(keysOf(entry)).toEqual(['inputs', 'outputs'])
    expect(Object.keys(record(record(byTx[0]).outputs)).length).toBeGreaterThan(0)
  })

  it('getChannelsFromNodePublicKey without index (mempool.js sends index=undefined, read as parseInt(index) || 0)', async () => {
    const withUndefined = await bitcoin.lightning.getChannelsFromNodePublicKey({
      public_key: publicKey,
      status: 'open',
    })
    const first = await bitcoin.lightning.getChannelsFromNodePublicKey({
      public_key: publicKey,
      status: 'open',
      index: 0,
    })
    expect(withUndefined).toEqual(first)
  })

  it('getChannelsGeodata and getChannelsGeodataByPublicKey: [pk, alias, lng, lat] × 2 tuples', async () => {
    const tuple = ['string', 'string', 'number', 'number', 'string', 'string', 'number', 'number']
    const all = list(await bitcoin.lightning.getChannelsGeodata())
    const own = list(
      await bitcoin.lightning.getChannelsGeodataByPublicKey({ public_key: publicKey }),
    )
    for (const row of [...all.slice(0, 50), ...own])
      expect(list(row).map((v) => typeof v)).toEqual(tuple)
    for (const row of own) expect([list(row)[0], list(row)[4]]).toContain(publicKey)
  })
})

/** What the websocket tests call: mempool.js's Node functions or its Browser ones, same protocol. */
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
  trackRbfSummary(socket: S): void
  stopTrackingRbfSummary(socket: S): void
  trackRbf(socket: S, fullRbf: boolean): void
  stopTrackingRbf(socket: S): void
  trackMempoolBlock(socket: S, index: number): void
  stopTrackingMempoolBlock(socket: S): void
}

type Ws = Bitcoin['websocket']
type NodeSocket = ReturnType<Ws['wsInit']>
type BrowserSocket = ReturnType<Ws['wsInitBrowser']>

const nodeApi = (ws: Ws): WsApi<NodeSocket> => ({
  init: () => ws.wsInit(),
  want: (s, names) => ws.wsWantData(s, names),
  stopData: (s) => ws.wsStopData(s),
  trackAddress: (s, a) => ws.wsTrackAddress(s, a),
  stopTrackingAddress: (s) => ws.wsStopTrackingAddress(s),
  trackAddresses: (s, a) => ws.wsTrackAddresses(s, a),
  stopTrackingAddresses: (s) => ws.wsStopTrackingAddresses(s),
  trackTransaction: (s, txid) => ws.wsTrackTransaction(s, txid),
  stopTrackingTransaction: (s) => ws.wsStopTrackingTransaction(s),
  trackRbfSummary: (s) => ws.wsTrackRbfSummary(s),
  stopTrackingRbfSummary: (s) => ws.wsStopTrackingRbfSummary(s),
  trackRbf: (s, full) => ws.wsTrackRbf(s, full),
  stopTrackingRbf: (s) => ws.wsStopTrackingRbf(s),
  trackMempoolBlock: (s, i) => ws.wsTrackMempoolBlock(s, i),
  stopTrackingMempoolBlock: (s) => ws.wsStopTrackingMempoolBlock(s),
})

const browserApi = (ws: Ws): WsApi<BrowserSocket> => ({
  init: () => ws.wsInitBrowser(),
  want: (s, names) => ws.wsWantDataBrowser(s, names),
  stopData: (s) => ws.wsStopDataBrowser(s),
  trackAddress: (s, a) => ws.wsTrackAddressBrowser(s, a),
  stopTrackingAddress: (s) => ws.wsStopTrackingAddressBrowser(s),
  trackAddresses: (s, a) => ws.wsTrackAddressesBrowser(s, a),
  stopTrackingAddresses: (s) => ws.wsStopTrackingAddressesBrowser(s),
  trackTransaction: (s, txid) => ws.wsTrackTransactionBrowser(s, txid),
  stopTrackingTransaction: (s) => ws.wsStopTrackingTransactionBrowser(s),
  trackRbfSummary: (s) => ws.wsTrackRbfSummaryBrowser(s),
  stopTrackingRbfSummary: (s) => ws.wsStopTrackingRbfSummaryBrowser(s),
  trackRbf: (s, full) => ws.wsTrackRbfBrowser(s, full),
  stopTrackingRbf: (s) => ws.wsStopTrackingRbfBrowser(s),
  trackMempoolBlock: (s, i) => ws.wsTrackMempoolBlockBrowser(s, i),
  stopTrackingMempoolBlock: (s) => ws.wsStopTrackingMempoolBlockBrowser(s),
})

/** Puts a transaction (hex) in the mempool as `POST /tx` does, replacing what it conflicts with. */
function broadcast(hex: string): TxRecord {
  return acceptTransaction(sim, hex, chainTime(sim))
}

/**
 * Every websocket function of one flavour, in order on one connection: subscriptions answer at once or
 * with the next update, and after the stops a control client (plain `ws`, same subscriptions) shows the
 * pushes the stopped connection no longer gets.
 */
function websocketSuite<S extends MessageSocket>(flavour: string, apiOf: (ws: Ws) => WsApi<S>) {
  describe(`websocket (${flavour} functions)`, () => {
    let api: WsApi<S>
    let socket: S
    let log: FrameLog
    let control: TestClient
    /** A mempool transaction the connection tracks, and addresses it watches. */
    let tracked: TxRecord
    let watched: Record<'one' | 'two' | 'three', ReturnType<typeof freshAddress>>
    /** Replacements of broadcast originals (which must be in an update's projection first). */
    let replacements: string[] = []

    /** Sends a ping and waits for its pong: everything sent before it has been applied. */
    const settled = async () => {
      const mark = log.mark()
      socket.send(JSON.stringify({ action: 'ping' }))
      await log.next('pong', mark)
      return log.mark()
    }

    beforeAll(async () => {
      api = apiOf(bitcoin.websocket)
      watched = { one: freshAddress(sim), two: freshAddress(sim), three: freshAddress(sim) }
      control = await TestClient.open(`ws://${host}/api/v1/ws`)
      // A previous suite may have mined the whole mempool: new arrivals, and an update that has them.
      pay(sim, 3)
      pay(sim, 4)
      control.send({ action: 'want', data: ['mempool-blocks'] })
      await until(
        () =>
          control.frames.some(
            (f) => Array.isArray(f['mempool-blocks']) && f['mempool-blocks'].length > 0,
          ),
        'projected blocks with the new arrivals',
      )
    })

    afterAll(() => {
      socket?.close()
      control?.close()
    })

    it('init: connects to /api/v1/ws, sends `init`; the answer has the recorded keys', async () => {
      socket = api.init()
      log = new FrameLog(socket)
      await log.opened
      expect(socket.url).toBe(`ws://${host}/api/v1/ws`)
      const init = await log.next('backendInfo')
      // The recording predates `backend`.
      expect(keysOf(init)).toEqual([...recordedKeys(mempoolInfo), 'backend'].sort())
      for (const key of ['mempoolInfo', 'da', 'fees', 'conversions']) {
        expect(keysOf(init[key]), key).toEqual(recordedKeys(mempoolInfo, key))
      }
    })

    it('want blocks, mempool-blocks, stats: their snapshots, in the recorded shapes', async () => {
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
      for (const block of blocks) expectBlockExtended(block)
      expect(keysOf(first(frame['mempool-blocks']))).toEqual(
        recordedKeys(mempoolInfo, 'mempool-blocks', 0),
      )
      for (const key of ['mempoolInfo', 'fees', 'da'])
        expect(keysOf(frame[key])).toEqual(recordedKeys(mempoolInfo, key))
    })

    it('track-mempool-block 0: the projected block’s transactions, compressed', async () => {
      // A new arrival, and the update that brings it: the projection is not empty.
      pay(sim, 9)
      await log.next('mempool-blocks', log.mark())
      const mark = log.mark()
      api.trackMempoolBlock(socket, 0)
      const projected = record(
        (await log.next('projected-block-transactions', mark))['projected-block-transactions'],
      )
      expect(keysOf(projected)).toEqual(['blockTransactions', 'index', 'sequence'])
      expect(projected.index).toBe(0)
      const entries = list(projected.blockTransactions)
      for (const entry of entries) {
        // [txid, fee, vsize, value, rate, flags, time] (contract §2.5).
        expect(list(entry).map((v) => typeof v)).toEqual([
          'string',
          ...Array<string>(6).fill('number'),
        ])
        expect(sim.chain.mempool.has(String(list(entry)[0]))).toBe(true)
      }
    })

    it('a new block comes as `block`, in the recorded shape', async () => {
      const mark = log.mark()
      const { block } = mine(sim)
      const frame = await log.next('block', mark)
      expect(record(frame.block).id).toBe(block.hash)
      expectBlockExtended(frame.block)
      expect(keysOf(frame)).toContain('mempool-blocks')
    })

    it('track-tx: the position of a mempool transaction', async () => {
      tracked = pay(sim, 7)
      // Once in an update's projection, the server knows its position.
      await log.next('mempool-blocks', log.mark())
      const mark = log.mark()
      api.trackTransaction(socket, tracked.txid)
      const frame = await log.next('txPosition', mark)
      const position = record(frame.txPosition)
      expect(keysOf(position)).toEqual(
        recordedKeys('frontend-cypress/details_rbf/tx02_ws_tx_position.json', 'txPosition'),
      )
      expect(position.txid).toBe(tracked.txid)
      expect(keysOf(position.position)).toEqual(['block', 'vsize'])
    })

    it('track-address and track-addresses: the new transactions of the watched addresses', async () => {
      api.trackAddress(socket, watched.one.address)
      api.trackAddresses(socket, [watched.two.address, watched.three.address])
      const mark = await settled()
      const toOne = pay(sim, 5, { to: watched.one.script })
      const toTwo = pay(sim, 6, { to: watched.two.script })
      const frame = await log.next('address-transactions', mark)
      const [tx] = list(frame['address-transactions'])
      expect(record(expectLiveTx(tx)).txid).toBe(toOne.txid)
      const multi = record(
        (await log.next('multi-address-transactions', mark))['multi-address-transactions'],
      )
      expect(keysOf(multi)).toEqual([watched.two.address])
      const events = record(multi[watched.two.address])
      expect(keysOf(events)).toEqual(['confirmed', 'mempool', 'removed'])
      expect(list(events.mempool).map((t) => record(expectLiveTx(t)).txid)).toEqual([toTwo.txid])
    })

    it('track-rbf (all, fullRbf) and track-rbf-summary: trees and summaries, now and on a replacement', async () => {
      // Two originals in the mempool, past an update: replaced here and after the stops.
      replacements = [51, 53].map((seed) => {
        const coin = confirmedCoin(sim)
        broadcast(spendHex([coin], { feeRate: 2, seed }))
        return spendHex([coin], { feeRate: 40, seed: seed + 1 })
      })
      await log.next('mempool-blocks', log.mark())
      let mark = log.mark()
      api.trackRbfSummary(socket)
      const summary = list((await log.next('rbfLatestSummary', mark)).rbfLatestSummary)
      for (const entry of summary)
        expect(keysOf(entry)).toEqual(recordedKeys(mempoolInfo, 'rbfSummary', 0))
      mark = log.mark()
      api.trackRbf(socket, true)
      const fullOnly = list((await log.next('rbfLatest', mark)).rbfLatest)
      for (const tree of fullOnly) expect(record(tree).fullRbf).toBe(true)
      mark = log.mark()
      api.trackRbf(socket, false)
      const trees = list((await log.next('rbfLatest', mark)).rbfLatest)
      const recorded = 'frontend-cypress/rbf_page/rbf_01.json'
      const txKeys = recordedKeys(recorded, 'rbfLatest', 0, 'replaces', 0, 'tx')
      for (const tree of trees) {
        expectKeys(tree, ['fullRbf', 'replaces', 'time', 'tx'], ['mined'])
        expectKeys(record(tree).tx, txKeys, ['fullRbf', 'mined'])
        const replaced = first(record(tree).replaces, 'replaces')
        expectKeys(replaced, recordedKeys(recorded, 'rbfLatest', 0, 'replaces', 0), ['mined'])
        expectKeys(replaced.tx, txKeys, ['fullRbf', 'mined'])
      }
      mark = log.mark()
      const replacement = broadcast(replacements[0] ?? '')
      const pushed = list((await log.next('rbfLatest', mark)).rbfLatest)
      expect(pushed.map((t) => record(record(t).tx).txid)).toContain(replacement.txid)
      await log.next('rbfLatestSummary', mark)
    })

    it('the stops: each ends its pushes (the control client still gets them)', async () => {
      control.send({ action: 'want', data: ['blocks', 'mempool-blocks'] })
      control.send({
        'track-mempool-block': 0,
        'track-tx': tracked.txid,
        'track-address': watched.one.address,
      })
      control.send({
        'track-addresses': [watched.two.address],
        'track-rbf': 'all',
        'track-rbf-summary': true,
      })
      api.stopTrackingMempoolBlock(socket)
      api.stopTrackingTransaction(socket)
      api.stopTrackingAddress(socket)
      api.stopTrackingAddresses(socket)
      api.stopTrackingRbf(socket)
      api.stopTrackingRbfSummary(socket)
      const mark = await settled()
      control.send({ action: 'ping' })
      await control.next('pong')
      const controlMark = control.frames.length
      pay(sim, 5, { to: watched.one.script })
      pay(sim, 6, { to: watched.two.script })
      broadcast(replacements[1] ?? '')
      const stopped = [
        'projected-block-transactions',
        'txPosition',
        'address-transactions',
        'multi-address-transactions',
        'rbfLatest',
        'rbfLatestSummary',
      ]
      const update = await control.next('address-transactions', controlMark)
      for (const key of stopped) expect(Object.keys(update), key).toContain(key)
      await settled()
      const got = log.keysSince(mark)
      expect(got.has('mempool-blocks')).toBe(true)
      for (const key of stopped) expect(got.has(key), key).toBe(false)
    })

    it('want [] (stop data): no more blocks (the control client gets the new one)', async () => {
      api.stopData(socket)
      const mark = await settled()
      const controlMark = control.frames.length
      const { block } = mine(sim)
      expect(record((await control.next('block', controlMark)).block).id).toBe(block.hash)
      await settled()
      expect([...log.keysSince(mark)]).toEqual(['pong'])
    })
  })
}

websocketSuite('Node', nodeApi)

describe('browser flavour', () => {
  // mempool.js's *Browser functions use the global WebSocket, which Node 20 lacks: `ws` stands in.
  beforeAll(() => {
    vi.stubGlobal('WebSocket', WebSocket)
  })
  afterAll(() => {
    vi.unstubAllGlobals()
  })
  websocketSuite('Browser', browserApi)
})

describe('Liquid', () => {
  const base = '/liquid/api'
  let liquid: MempoolJs['liquid']
  let tipHash: string
  let tipHeight: number
  /** A transaction of the tip block paying an address. */
  let txid: string
  let address: string
  let nativeAsset: string

  /** Exactly one of two alternatives (an explicit value or its commitment, say) is there. */
  const oneOf = (value: Json, a: string, b: string) =>
    expect([a in value, b in value].filter(Boolean), `${a} or ${b}`).toHaveLength(1)

  /** An Elements transaction (contract §D "Liquid/Elements transaction fields"). */
  function expectElementsTx(value: unknown, options: { status?: boolean } = {}): Json {
    const tx = record(value, 'tx')
    const top = ['fee', 'locktime', 'size', 'txid', 'version', 'vin', 'vout', 'weight']
    expect(keysOf(tx)).toEqual([...top, ...(options.status === false ? [] : ['status'])].sort())
    for (const vin of list(tx.vin, 'vin')) {
      const inputKeys = ['is_coinbase', 'is_pegin', 'prevout', 'scriptsig', 'scriptsig_asm']
      expectKeys(vin, [...inputKeys, 'sequence', 'txid', 'vout'], [...optionalVin, 'issuance'])
    }
    for (const out of list(tx.vout, 'vout')) {
      const vout = record(out)
      expectKeys(
        vout,
        ['scriptpubkey', 'scriptpubkey_asm', 'scriptpubkey_type'],
        ['scriptpubkey_address', 'value', 'valuecommitment', 'asset', 'assetcommitment', 'pegout'],
      )
      oneOf(vout, 'value', 'valuecommitment')
      oneOf(vout, 'asset', 'assetcommitment')
    }
    return tx
  }

  /** An Elements block as electrs serves it: esplora's without bits, nonce and difficulty, with `ext`. */
  function expectElementsBlock(value: unknown): Json {
    const block = record(value, 'block')
    const keys = ['id', 'height', 'version', 'timestamp', 'tx_count', 'size', 'weight']
    expect(keysOf(block)).toEqual(
      [...keys, 'merkle_root', 'previousblockhash', 'mediantime', 'ext'].sort(),
    )
    return block
  }

  /**
   * A block of mempool's `/v1/block/:hash` or `/v1/blocks` on Liquid: from its memory cache (Elements'
   * getblock: `bits` null, no `ext`, with extras) or, older in a list, as electrs serves it.
   */
  function expectListedBlock(value: unknown): Json {
    const block = record(value, 'block')
    if (!('extras' in block)) return expectElementsBlock(block)
    expect(block).toHaveProperty('bits', null)
    for (const key of ['ext', 'nonce', 'difficulty']) expect(block).not.toHaveProperty(key)
    return block
  }

  beforeAll(async () => {
    liquid = mempoolJS({ hostname: host, network: 'liquid', protocol: 'http' }).liquid
    tipHash = await liquid.blocks.getBlocksTipHash()
    tipHeight = await liquid.blocks.getBlocksTipHeight()
    // A payment of the tip block to an address with at most 500 UTXOs (electrs refuses more).
    const unspent = (stats: unknown) =>
      Number(record(stats).funded_txo_count) - Number(record(stats).spent_txo_count)
    for (const id of await liquid.blocks.getBlockTxids({ hash: tipHash })) {
      const tx = record(await liquid.transactions.getTx({ txid: id }))
      for (const out of list(tx.vout).map((o) => record(o))) {
        if (out.scriptpubkey_type === 'fee' && typeof out.asset === 'string')
          nativeAsset = out.asset
        const paid = out.scriptpubkey_address
        if (txid || typeof paid !== 'string') continue
        const info = record(await liquid.addresses.getAddress({ address: paid }))
        if (unspent(info.chain_stats) + unspent(info.mempool_stats) <= 500) {
          txid = id
          address = paid
        }
      }
    }
    if (!txid || !nativeAsset)
      throw new Error('no Liquid payment with a fee output in the tip block')
  }, 60_000)

  it('blocks: mempool cached Elements blocks (bits null), electrs serves older ones (ext)', async () => {
    const block = expectListedBlock(await liquid.blocks.getBlock({ hash: tipHash }))
    expect([block.id, block.height]).toEqual([tipHash, tipHeight])
    const blocks = list(await liquid.blocks.getBlocks({ start_height: tipHeight }))
    for (const b of blocks) expectListedBlock(b)
    expect(blocks.filter((b) => 'extras' in record(b)).length).toBe(cachedBlocks)
    expect(blocks.map((b) => record(b).height)).toEqual(
      Array.from({ length: 15 }, (_, i) => tipHeight - i),
    )
    // electrs leaves next_best out at the tip (skip_serializing_if), never null.
    expect(await liquid.blocks.getBlockStatus({ hash: tipHash })).toEqual({
      in_best_chain: true,
      height: tipHeight,
    })
    const txids = await liquid.blocks.getBlockTxids({ hash: tipHash })
    expect(list(txids)).toContain(txid)
    expect(await liquid.blocks.getBlockTxid({ hash: tipHash, index: 0 })).toBe(txids[0])
    expect(await liquid.blocks.getBlockHeight({ height: tipHeight })).toBe(tipHash)
    const txs = list(await liquid.blocks.getBlockTxs({ hash: tipHash, start_index: 0 }))
    for (const tx of txs) expectElementsTx(tx, { status: true })
    expect(txs.map((tx) => record(tx).txid)).toEqual(txids.slice(0, 25))
  })

  it('blocks: the same mempool.js bugs (undefined in URLs, raw bytes decoded as text)', async () => {
    // mempool reads /v1/blocks/undefined as parseInt NaN || tip, electrs txs/undefined as start 0.
    const blocks = list(await liquid.blocks.getBlocks({}))
    expect(record(blocks[0]).height).toBe(tipHeight)
    const txs = list(await liquid.blocks.getBlockTxs({ hash: tipHash }))
    expect(txs.map((tx) => record(tx).txid)).toEqual(
      list(await liquid.blocks.getBlockTxids({ hash: tipHash })).slice(0, 25),
    )
    const response = await fetch(`http://${host}${base}/block/${tipHash}/raw`)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(await liquid.blocks.getBlockRaw({ hash: tipHash })).toBe(bytes.toString('utf8'))
  })

  it('transactions: Elements fields (peg-in flags, explicit or blinded values and assets)', async () => {
    const tx = expectElementsTx(await liquid.transactions.getTx({ txid }))
    expect(tx.txid).toBe(txid)
    const status = record(await liquid.transactions.getTxStatus({ txid }))
    expect(status).toEqual({ ...record(tx.status), block_height: tipHeight, block_hash: tipHash })
    const response = await fetch(`http://${host}${base}/tx/${txid}/raw`)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(await liquid.transactions.getTxHex({ txid })).toBe(bytes.toString('hex'))
    expect(await liquid.transactions.getTxRaw({ txid })).toBe(bytes.toString('utf8'))
    const proof = record(await liquid.transactions.getTxMerkleProof({ txid }))
    expect(keysOf(proof)).toEqual(['block_height', 'merkle', 'pos'])
    const outspends = list(await liquid.transactions.getTxOutspends({ txid }))
    expect(outspends).toHaveLength(list(tx.vout).length)
    for (const outspend of outspends) expectKeys(outspend, ['spent'], ['txid', 'vin', 'status'])
    expect(await liquid.transactions.getTxOutspend({ txid, vout: 0 })).toEqual(outspends[0])
  })

  it('addresses: stats without sums, histories, UTXOs with blinded or explicit fields', async () => {
    const info = record(await liquid.addresses.getAddress({ address }))
    expect(keysOf(info)).toEqual(['address', 'chain_stats', 'mempool_stats'])
    // Elements lacks the *_txo_sum fields (amounts may be blinded).
    for (const key of ['chain_stats', 'mempool_stats']) {
      expect(keysOf(info[key])).toEqual(['funded_txo_count', 'spent_txo_count', 'tx_count'])
    }
    const all = await liquid.addresses.getAddressTxs({ address })
    const chain = await liquid.addresses.getAddressTxsChain({ address })
    const mempool = await liquid.addresses.getAddressTxsMempool({ address })
    expect(Array.isArray(mempool)).toBe(true)
    for (const tx of [...list(all), ...list(chain), ...mempool]) expectElementsTx(tx)
    expect(list(chain).map((t) => record(t).txid)).toContain(txid)
    const utxos = list(await liquid.addresses.getAddressTxsUtxo({ address }))
    for (const utxo of utxos) {
      const optional = ['value', 'valuecommitment', 'asset', 'assetcommitment', 'nonce']
      expectKeys(
        utxo,
        ['status', 'txid', 'vout'],
        [...optional, 'noncecommitment', 'surjection_proof', 'range_proof'],
      )
      oneOf(record(utxo), 'value', 'valuecommitment')
      oneOf(record(utxo), 'asset', 'assetcommitment')
    }
  })

  it('assets: the native asset, its transactions, supply and icons', async () => {
    const asset = record(await liquid.assets.getAsset({ asset_id: nativeAsset }))
    expect(keysOf(asset)).toEqual(['asset_id', 'chain_stats', 'mempool_stats'])
    const stats = ['burn_count', 'burned_amount', 'peg_in_amount', 'peg_in_count', 'peg_out_amount']
    for (const key of ['chain_stats', 'mempool_stats']) {
      expect(keysOf(asset[key])).toEqual([...stats, 'peg_out_count', 'tx_count'])
    }
    // Transactions (mempool.js types an Asset): peg-ins, peg-outs and burns of the native asset.
    const chainTxs = list(
      await liquid.assets.getAssetTxs({ asset_id: nativeAsset, is_mempool: false }),
    )
    for (const tx of chainTxs) expectElementsTx(tx)
    const mempoolTxs = await liquid.assets.getAssetTxs({ asset_id: nativeAsset, is_mempool: true })
    expect(Array.isArray(mempoolTxs)).toBe(true)
    // Text answers, parsed as JSON numbers by axios (mempool.js types an Asset).
    const supply = await liquid.assets.getAssetSupply({ asset_id: nativeAsset, decimal: false })
    const decimal = await liquid.assets.getAssetSupply({ asset_id: nativeAsset, decimal: true })
    expect(typeof supply).toBe('number')
    expect(decimal).toBe(Number(supply) / 1e8)
    const icons = list(await liquid.assets.getAssetsIcons())
    for (const id of icons) expect(id).toMatch(/^[0-9a-f]{64}$/)
    // mempool.js bug: the PNG comes decoded as UTF-8 text (0x89 turns into U+FFFD).
    const icon = await liquid.assets.getAssetIcon({ asset_id: String(icons[0]) })
    expect(String(icon).startsWith('\ufffdPNG\r\n\u001a\n')).toBe(true)
  })

  it('fees and mempool: recommended fees, projected blocks, the mempool and its latest arrivals', async () => {
    expect(keysOf(await liquid.fees.getFeesRecommended())).toEqual(
      recordedKeys(mempoolInfo, 'fees'),
    )
    for (const block of list(await liquid.fees.getFeesMempoolBlocks())) {
      expect(keysOf(block)).toEqual(recordedKeys(mempoolInfo, 'mempool-blocks', 0))
    }
    const mempool = record(await liquid.mempool.getMempool())
    expect(keysOf(mempool)).toEqual(['count', 'fee_histogram', 'total_fee', 'vsize'])
    const txids = await liquid.mempool.getMempoolTxids()
    expect(txids).toHaveLength(Number(mempool.count))
    // electrs (liquid feature): TxOverview has discount_vsize where Bitcoin's has value.
    for (const tx of list(await liquid.mempool.getMempoolRecent())) {
      expect(keysOf(tx)).toEqual(['discount_vsize', 'fee', 'txid', 'vsize'])
    }
  })

  it('getCPFP on Liquid: a confirmed transaction has no CPFP info; postTx answers elementsd’s refusal of bad bytes', async () => {
    // mempool registers /v1/cpfp for every network; Liquid never indexes confirmed clusters.
    expect(await liquid.fees.getCPFP({ txid })).toEqual({ ancestors: [] })
    const post = await failure(liquid.transactions.postTx({ txhex: '00' }))
    expect(post.url).toBe(`http://${host}${base}/tx`)
    expect([post.status, post.body]).toEqual([
      400,
      'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
    ])
  })

  it('networks: liquidtestnet and testnet read /liquidtestnet, anything else /liquid', async () => {
    const tipAt = async (prefix: string) =>
      (await fetch(`http://${host}${prefix}/api/blocks/tip/hash`)).text()
    const tipOf = (network: string) =>
      mempoolJS({ hostname: host, network, protocol: 'http' }).liquid.blocks.getBlocksTipHash()
    const testnetTip = await tipAt('/liquidtestnet')
    expect(testnetTip).not.toBe(tipHash)
    expect({
      liquidtestnet: await tipOf('liquidtestnet'),
      testnet: await tipOf('testnet'),
      liquid: await tipOf('liquid'),
      mainnet: await tipOf('mainnet'),
    }).toEqual({
      liquidtestnet: testnetTip,
      testnet: testnetTip,
      liquid: tipHash,
      mainnet: tipHash,
    })
  })
})
