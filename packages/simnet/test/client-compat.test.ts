import {
  type BlockExtended,
  blockTransactionPages,
  type ExplorerClient,
  getAddress,
  getAddressChainTransactions,
  getAddressMempoolTransactions,
  getAddressTransactions,
  getAddressUtxos,
  getBlock,
  getBlockHash,
  getBlockHeader,
  getBlockRaw,
  getBlockStatus,
  getBlockSummary,
  getBlocks,
  getBlockTipHash,
  getBlockTipHeight,
  getBlockTransactions,
  getBlockTransactionsPage,
  getBlockTxid,
  getBlockTxids,
  getMempoolRecent,
  getMempoolTxids,
  getOutspendsBatch,
  getTransaction,
  getTransactionHex,
  getTransactionMerkleBlockProof,
  getTransactionMerkleProof,
  getTransactionOutspend,
  getTransactionOutspends,
  getTransactionRaw,
  getTransactionStatus,
  HttpRequestError,
  InvalidParameterError,
  NotFoundError,
  type Transaction,
} from '@outpoint/explorer-client'
import { Block } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { outputScript, scriptAddress } from '../src/bitcoin/script.js'
import { buildPayment } from '../src/chain/builder.js'
import type { SimChain } from '../src/chain/history.js'
import type { TxRecord } from '../src/chain/types.js'
import { bitcoinParams } from '../src/params.js'
import {
  displayHex,
  parseHeader,
  parseMerkleBlock,
  rootFromBranch,
  txFacts,
} from './bitcoin-proofs.js'
import { blocksDown, clientFor, extrasOf, failure, poolOf } from './client-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// The framework-free explorer client reads simnet's main network over real HTTP: blocks, transactions,
// proofs and outspends, checked against the bytes they come with (hashes, merkle roots, sizes).

let running: RunningSimnet
let sim: SimChain
let client: ExplorerClient<'main'>
let tip: BlockExtended

beforeAll(async () => {
  running = await startSimnet()
  sim = await running.simnet.bitcoin('main')
  client = clientFor(running.host)
  tip = await getBlock(client, { hash: await getBlockTipHash(client) })
}, 60_000)

afterAll(() => running.close())

/** A block with more than `min` transactions among the latest ones. */
async function busyBlock(min: number): Promise<BlockExtended> {
  const found = (await blocksDown(client, tip.height, 60)).find((b) => b.tx_count > min)
  if (!found) throw new Error(`no block with more than ${min} transactions`)
  return found
}

describe('blocks', () => {
  test('tip height and hash name the chain tip', async () => {
    const height = await getBlockTipHeight(client)
    expect(height).toBe(bitcoinParams.main.tipHeight)
    expect(height).toBe(sim.chain.tip.height)
    const hash = await getBlockTipHash(client)
    expect(hash).toBe(sim.chain.tip.hash)
    expect(await getBlockHash(client, { height })).toBe(hash)
    expect(tip).toMatchObject({ id: hash, height })
  })

  test('v1 blocks: 15 extended blocks down from the tip or a height, each on the previous one', async () => {
    const blocks = await getBlocks(client)
    expect(blocks.map((b) => b.height)).toEqual(
      Array.from({ length: 15 }, (_, i) => tip.height - i),
    )
    blocks.slice(0, -1).forEach((block, i) => {
      expect(block.previousblockhash).toBe(blocks[i + 1]?.id)
    })
    for (const block of blocks) {
      // The subsidy at 924,000 is 3.125 BTC; the reward adds the fees.
      expect(extrasOf(block).reward).toBe(312_500_000 + extrasOf(block).totalFees)
      expect(parseHeader(Buffer.from(extrasOf(block).header, 'hex')).hash).toBe(block.id)
      expect(poolOf(block).slug).toMatch(/^[a-z0-9]+$/)
    }
    const older = await getBlocks(client, { startHeight: tip.height - 100 })
    expect(older).toHaveLength(15)
    expect(older[0]?.height).toBe(tip.height - 100)
    expect(older[0]?.id).toBe(await getBlockHash(client, { height: tip.height - 100 }))
  })

  test('esplora blocks: 10 a page, the v1 blocks without extras', async () => {
    const from = tip.height - 3
    const esplora = await client.request<Record<string, unknown>[]>({
      path: `blocks/${from}`,
      as: 'json',
    })
    const extended = await getBlocks(client, { startHeight: from })
    expect(esplora).toHaveLength(10)
    esplora.forEach((block, i) => {
      const { extras: _, stale: __, ...plain } = extended[i] as BlockExtended
      expect(block).toEqual(plain)
    })
    const latest = await client.request<{ height: number }[]>({ path: 'blocks', as: 'json' })
    expect(latest[0]?.height).toBe(tip.height)
  })

  test('block by hash and by height, and its status in the best chain', async () => {
    const height = tip.height - 10
    const hash = await getBlockHash(client, { height })
    const block = await getBlock(client, { hash })
    expect(block).toMatchObject({ id: hash, height })
    expect(await getBlockStatus(client, { hash })).toEqual({
      in_best_chain: true,
      height,
      next_best: await getBlockHash(client, { height: height + 1 }),
    })
    // At the tip there is no next block: electrs leaves next_best out (not null).
    expect(await getBlockStatus(client, { hash: tip.id })).toEqual({
      in_best_chain: true,
      height: tip.height,
    })
  })

  test('header: 80 bytes hashing to the block hash, with the fields the block states', async () => {
    const first = await getBlock(client, {
      hash: await getBlockHash(client, {
        height: bitcoinParams.main.tipHeight - bitcoinParams.main.historyBlocks + 1,
      }),
    })
    for (const block of [tip, first]) {
      const header = await getBlockHeader(client, { hash: block.id })
      expect(header).toMatch(/^[0-9a-f]{160}$/)
      expect(parseHeader(Buffer.from(header, 'hex'))).toEqual({
        hash: block.id,
        version: block.version,
        previousHash: block.previousblockhash,
        merkleRoot: block.merkle_root,
        time: block.timestamp,
        bits: block.bits,
        nonce: block.nonce,
      })
      expect(extrasOf(block).header).toBe(header)
    }
  })

  test('raw block parses: header, every transaction, merkle root, witness commitment, sizes', async () => {
    for (const block of [tip, await busyBlock(100)]) {
      const raw = Buffer.from(await getBlockRaw(client, { hash: block.id }))
      const parsed = Block.fromBuffer(raw)
      expect(parsed.getId()).toBe(block.id)
      expect(parsed.transactions).toHaveLength(block.tx_count)
      expect(parsed.transactions?.map((tx) => tx.getId())).toEqual(
        await getBlockTxids(client, { hash: block.id }),
      )
      expect(displayHex(Block.calculateMerkleRoot(parsed.transactions ?? []))).toBe(
        block.merkle_root,
      )
      expect(parsed.checkTxRoots()).toBe(true)
      expect(raw.length).toBe(block.size)
      expect(parsed.weight()).toBe(block.weight)
    }
  })

  test('txids and the txid at an index; past the end is not found', async () => {
    const txids = await getBlockTxids(client, { hash: tip.id })
    expect(txids).toHaveLength(tip.tx_count)
    expect(new Set(txids).size).toBe(txids.length)
    for (const index of [0, 1, Math.floor(txids.length / 2), txids.length - 1]) {
      expect(await getBlockTxid(client, { hash: tip.id, index })).toBe(txids[index])
    }
    expect(
      await failure(getBlockTxid(client, { hash: tip.id, index: txids.length })),
    ).toBeInstanceOf(NotFoundError)
  })

  test('transactions 25 a page in block order; a start not a multiple of 25 is refused', async () => {
    const block = await busyBlock(60)
    const txids = await getBlockTxids(client, { hash: block.id })
    const pages: Transaction[][] = []
    for await (const page of blockTransactionPages(client, { hash: block.id })) pages.push(page)
    expect(pages.length).toBe(Math.ceil(block.tx_count / 25))
    expect(pages.slice(0, -1).every((page) => page.length === 25)).toBe(true)
    expect(pages.flat().map((tx) => tx.txid)).toEqual(txids)
    // Every transaction of a block's page carries the block's status, as electrs sets it.
    expect(pages.flat().every((tx) => tx.status.block_hash === block.id)).toBe(true)
    expect(await getBlockTransactions(client, { hash: block.id, startIndex: 25 })).toEqual(pages[1])

    // A window of 25 must start at a multiple of 25; one page may start anywhere (mempool's own backend
    // takes any start), and simnet, as electrs, answers 400 to a start that is not a multiple of 25.
    expect(await getBlockTransactionsPage(client, { hash: block.id, startIndex: 25 })).toEqual(
      pages[1],
    )
    for (const startIndex of [7, 10, 30]) {
      const local = await failure(getBlockTransactionsPage(client, { hash: block.id, startIndex }))
      expect(local).toBeInstanceOf(InvalidParameterError)
      const remote = await failure(getBlockTransactions(client, { hash: block.id, startIndex }))
      expect(remote).toBeInstanceOf(HttpRequestError)
      expect(remote).toMatchObject({ status: 400 })
      expect((remote as HttpRequestError).body).toMatch(/multipication of 25/)
    }
    const pastEnd = Math.ceil(block.tx_count / 25) * 25
    expect(
      await failure(getBlockTransactions(client, { hash: block.id, startIndex: pastEnd })),
    ).toBeInstanceOf(NotFoundError)
  })

  test('summary: every transaction in block order with its fee and vsize', async () => {
    const summary = await getBlockSummary(client, { hash: tip.id })
    expect(summary.map((entry) => entry.txid)).toEqual(
      await getBlockTxids(client, { hash: tip.id }),
    )
    expect(summary[0]?.fee).toBe(0)
    for (const entry of [summary[1], summary.at(-1)]) {
      const tx = await getTransaction(client, { txid: entry?.txid ?? '' })
      expect(entry).toMatchObject({ fee: tx.fee, vsize: Math.ceil(tx.weight / 4) })
    }
    expect(summary.slice(1).reduce((n, entry) => n + entry.fee, 0)).toBe(extrasOf(tip).totalFees)
  })
})

/** Transactions of the latest full blocks, found through the chain, to check one of each kind. */
function findTx(what: string, test: (record: TxRecord) => boolean): string {
  for (const block of sim.chain.blocks.slice(-300).reverse()) {
    for (const txid of block.txids) {
      const record = sim.chain.txs.get(txid)
      if (record && test(record)) return txid
    }
  }
  throw new Error(`no ${what} transaction in the latest blocks`)
}

const spends = (type: string) => (r: TxRecord) => r.prevouts.some((p) => p.type === type)

describe('transactions', () => {
  const kinds: [string, (r: TxRecord) => boolean][] = [
    ['coinbase', (r) => r.coinbase],
    [
      'legacy (p2pkh only)',
      (r) => r.prevouts.length > 0 && r.prevouts.every((p) => p.type === 'p2pkh'),
    ],
    ['segwit v0 (p2wpkh)', spends('v0_p2wpkh')],
    ['multisig (p2wsh)', spends('v0_p2wsh')],
    ['nested segwit (p2sh)', spends('p2sh')],
    ['taproot', spends('v1_p2tr')],
    ['OP_RETURN', (r) => !r.coinbase && r.outputs.some((o) => o.type === 'op_return')],
  ]

  test.each(kinds)('%s: txid, sizes and fields match the serialised bytes', async (what, kind) => {
    const txid = findTx(what, kind)
    const tx = await getTransaction(client, { txid })
    const hex = await getTransactionHex(client, { txid })
    const facts = txFacts(hex)
    expect(facts.txid).toBe(txid)
    expect(tx.txid).toBe(txid)
    expect(tx.size).toBe(facts.size)
    expect(tx.weight).toBe(facts.weight)
    expect(Buffer.from(await getTransactionRaw(client, { txid })).toString('hex')).toBe(hex)
    expect(tx.version).toBe(facts.tx.version)
    expect(tx.locktime).toBe(facts.tx.locktime)
    expect(tx.vin).toHaveLength(facts.tx.ins.length)
    facts.tx.ins.forEach((input, i) => {
      const vin = tx.vin[i]
      expect(vin?.is_coinbase).toBe(facts.tx.isCoinbase())
      if (!facts.tx.isCoinbase()) expect(vin?.txid).toBe(displayHex(input.hash))
      expect(vin?.vout).toBe(input.index)
      expect(vin?.sequence).toBe(input.sequence)
      expect(vin?.scriptsig).toBe(Buffer.from(input.script).toString('hex'))
      const witness = input.witness.map((w) => Buffer.from(w).toString('hex'))
      expect(vin?.witness).toEqual(witness.length ? witness : undefined)
    })
    expect(tx.vout.map((o) => [o.scriptpubkey, o.value])).toEqual(
      facts.tx.outs.map((o) => [Buffer.from(o.script).toString('hex'), Number(o.value)]),
    )
    const status = await getTransactionStatus(client, { txid })
    expect(status).toEqual(tx.status)
    expect(status.confirmed).toBe(true)
    const hash = await getBlockHash(client, { height: status.block_height ?? -1 })
    expect(status.block_hash).toBe(hash)
    expect(await getBlockTxids(client, { hash })).toContain(txid)
    const paid = tx.vout.reduce((n, o) => n + o.value, 0)
    if (tx.vin[0]?.is_coinbase) {
      const block = await getBlock(client, { hash })
      expect(tx.fee).toBe(0)
      expect(paid).toBe(extrasOf(block).reward)
    } else {
      expect(tx.fee).toBe(tx.vin.reduce((n, vin) => n + (vin.prevout?.value ?? 0), 0) - paid)
      expect(tx.fee).toBeGreaterThan(0)
    }
  })

  test('merkle proof: the branch hashes up to the block merkle root', async () => {
    const block = await busyBlock(60)
    const txids = await getBlockTxids(client, { hash: block.id })
    const depth = Math.ceil(Math.log2(txids.length))
    for (const pos of [0, 1, 2, 17, txids.length - 2, txids.length - 1]) {
      const txid = txids[pos] ?? ''
      const proof = await getTransactionMerkleProof(client, { txid })
      expect(proof).toMatchObject({ block_height: block.height, pos })
      expect(proof.merkle).toHaveLength(depth)
      expect(rootFromBranch(txid, proof.merkle, proof.pos)).toBe(block.merkle_root)
    }
  })

  test('merkleblock proof: the block header and a partial tree matching the transaction', async () => {
    const block = await busyBlock(60)
    const txids = await getBlockTxids(client, { hash: block.id })
    for (const pos of [0, 5, txids.length - 1]) {
      const txid = txids[pos] ?? ''
      const proof = parseMerkleBlock(await getTransactionMerkleBlockProof(client, { txid }))
      expect(proof.header.hash).toBe(block.id)
      expect(proof.header.merkleRoot).toBe(block.merkle_root)
      expect(proof.totalTransactions).toBe(block.tx_count)
      expect(proof.root).toBe(block.merkle_root)
      expect(proof.matched).toEqual([txid])
      expect(proof.consumedAll).toBe(true)
    }
  })

  test('outspends: each spent output names the input that spends it, in a later transaction', async () => {
    // A transaction with spent and unspent outputs, a day below the tip.
    const txid = findTx('partly spent', (r) => {
      const spent = r.outputs.filter((_, vout) => sim.chain.spends.has(`${r.txid}:${vout}`))
      return (
        (r.confirmation?.height ?? 0) < tip.height - 144 &&
        spent.length > 0 &&
        spent.length < r.outputs.length
      )
    })
    const tx = await getTransaction(client, { txid })
    const outspends = await getTransactionOutspends(client, { txid })
    expect(outspends).toHaveLength(tx.vout.length)
    expect(outspends.some((o) => o.spent)).toBe(true)
    expect(outspends.some((o) => !o.spent)).toBe(true)
    for (const [vout, outspend] of outspends.entries()) {
      expect(await getTransactionOutspend(client, { txid, vout })).toEqual(outspend)
      if (!outspend.spent) {
        expect(outspend).toEqual({ spent: false })
        continue
      }
      const spender = await getTransaction(client, { txid: outspend.txid ?? '' })
      expect(spender.vin[outspend.vin ?? -1]).toMatchObject({ txid, vout })
      expect(outspend.status).toEqual(spender.status)
      expect(spender.status?.block_height).toBeGreaterThanOrEqual(tx.status?.block_height ?? 0)
    }
    // The other way round: every input of a transaction with several is the spend of its outpoint.
    const several = findTx('several inputs', (r) => r.prevouts.length >= 3)
    const latest = await getTransaction(client, { txid: several })
    for (const [vin, input] of latest.vin.entries()) {
      expect(await getTransactionOutspend(client, { txid: input.txid, vout: input.vout })).toEqual({
        spent: true,
        txid: latest.txid,
        vin,
        status: latest.status,
      })
    }
    // electrs looks an outpoint up without its transaction: one past the last output is unspent.
    expect(await getTransactionOutspend(client, { txid, vout: tx.vout.length })).toEqual({
      spent: false,
    })
  })

  test('outspends of several transactions at once, in the order asked', async () => {
    const txids = (await getBlockTxids(client, { hash: tip.id })).slice(0, 4).reverse()
    const batch = await getOutspendsBatch(client, { txids })
    expect(batch).toHaveLength(4)
    for (const [i, txid] of txids.entries()) {
      expect(batch[i]).toEqual(await getTransactionOutspends(client, { txid }))
    }
  })

  test('the 5,000-output batch payout is served whole', async () => {
    const txid = sim.batchTxid ?? ''
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = await getTransaction(client, { txid })
    expect(tx.vout.length).toBeGreaterThanOrEqual(5000)
    const facts = txFacts(await getTransactionHex(client, { txid }))
    expect(facts.txid).toBe(txid)
    expect(facts.tx.outs).toHaveLength(tx.vout.length)
    expect(tx.size).toBe(facts.size)
    expect(tx.weight).toBe(facts.weight)
    expect(tx.vout.reduce((n, o) => n + o.value, 0)).toBe(
      facts.tx.outs.reduce((n, o) => n + Number(o.value), 0),
    )
    expect(await getTransactionOutspends(client, { txid })).toHaveLength(tx.vout.length)
    const hash = tx.status?.block_hash ?? ''
    const parsed = Block.fromBuffer(Buffer.from(await getBlockRaw(client, { hash })))
    expect(parsed.transactions?.some((t) => t.getId() === txid)).toBe(true)
  })
})

const unknownTxid = 'ab'.repeat(32)

describe('errors come back as the client error classes, with the service reasons', () => {
  test('a malformed hash: 400 "Invalid hex string"', async () => {
    for (const path of ['tx/not-a-txid', `block/${'zz'.repeat(32)}`, 'tx/abc/status']) {
      const error = await failure(client.request({ path, as: 'json' }))
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error).not.toBeInstanceOf(NotFoundError)
      expect(error).toMatchObject({ status: 400, body: 'Invalid hex string' })
    }
  })

  test('an unknown transaction or block: 404 NotFoundError', async () => {
    for (const call of [
      getTransaction(client, { txid: unknownTxid }),
      getTransactionHex(client, { txid: unknownTxid }),
      getTransactionMerkleProof(client, { txid: unknownTxid }),
    ]) {
      const error = await failure(call)
      expect(error).toBeInstanceOf(NotFoundError)
      expect(error).toMatchObject({ status: 404, body: 'Transaction not found' })
    }
    // mempool's /v1/block/:hash: its backend's lookup throws, a 500; Esplora's /block/:hash says 404.
    const unknownBlock = await failure(getBlock(client, { hash: unknownTxid }))
    expect(unknownBlock).not.toBeInstanceOf(NotFoundError)
    expect(unknownBlock).toMatchObject({ status: 500, body: 'Failed to get block' })
    expect(await failure(getBlockHash(client, { height: tip.height + 1 }))).toBeInstanceOf(
      NotFoundError,
    )
  })

  test('an unknown after_txid: 422; an unknown last seen txid of the chain pages: an empty page', async () => {
    const address = sim.busyAddress
    const error = await failure(getAddressTransactions(client, { address, afterTxid: unknownTxid }))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 422 })
    expect(
      await getAddressChainTransactions(client, { address, lastSeenTxid: unknownTxid }),
    ).toEqual([])
  })

  test('an address of another network or none: 400; an unknown endpoint: 404', async () => {
    for (const address of ['bc1qnotanaddress', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx']) {
      expect(
        await failure(client.request({ path: `address/${address}`, as: 'json' })),
      ).toMatchObject({ status: 400, body: 'Invalid Bitcoin address' })
    }
    expect(await failure(client.request({ path: 'v1/no-such-route', as: 'json' }))).toBeInstanceOf(
      NotFoundError,
    )
  })
})

describe('mempool: unconfirmed transactions the test adds, a parent, its child and ten more', () => {
  const recipient = outputScript.p2wpkh(new Uint8Array(20).fill(0x11))
  const address = scriptAddress(recipient, bitcoinParams.main) ?? ''
  let parent: TxRecord
  let child: TxRecord
  let coin: { txid: string; vout: number }
  /** Every transaction the test adds, in arrival order: the parent, its child, ten more. */
  const arrivals: TxRecord[] = []

  beforeAll(() => {
    let taken = sim.wallet.takeLarge(40)
    while (taken && taken.value < 1_000_000) taken = sim.wallet.takeLarge(40)
    if (!taken) throw new Error('the wallet has no coin of 0.01 BTC')
    coin = taken
    const time = tip.timestamp + 60
    const pay = (value: number) => [{ script: recipient, value }]
    const first = buildPayment(sim.chain, sim.wallet, sim.rng, {
      time,
      feeRate: 12,
      inputs: [taken],
      pay: pay(Math.floor(taken.value / 2)),
    })
    const output = first?.outputs[0]
    if (!first || !output) throw new Error('the parent could not be built')
    const second = buildPayment(sim.chain, sim.wallet, sim.rng, {
      time: time + 1,
      feeRate: 20,
      inputs: [{ txid: first.txid, vout: 0, value: output.value, type: output.type }],
      pay: pay(Math.floor(output.value / 3)),
    })
    if (!second) throw new Error('the child could not be built')
    parent = first
    child = second
    arrivals.push(first, second)
    while (arrivals.length < 12) {
      const input = sim.wallet.takeLarge(10)
      if (!input) throw new Error('the wallet ran out of coins')
      const script = outputScript.p2wpkh(new Uint8Array(20).fill(arrivals.length))
      const more = buildPayment(sim.chain, sim.wallet, sim.rng, {
        time: time + arrivals.length,
        feeRate: 3,
        inputs: [input],
        pay: [{ script, value: Math.floor(input.value / 4) }],
      })
      if (more) arrivals.push(more)
    }
  })

  test('txids list them all; recent the last 10, newest first', async () => {
    const txids = await getMempoolTxids(client)
    expect(new Set(txids)).toEqual(new Set(sim.chain.mempool.keys()))
    expect(txids).toEqual(expect.arrayContaining(arrivals.map((r) => r.txid)))
    const recent = await getMempoolRecent(client)
    expect(recent.map((r) => r.txid)).toEqual(
      arrivals
        .slice(-10)
        .reverse()
        .map((r) => r.txid),
    )
    for (const entry of recent.slice(0, 3)) {
      const tx = await getTransaction(client, { txid: entry.txid })
      expect(entry).toEqual({
        txid: tx.txid,
        fee: tx.fee,
        vsize: Math.ceil(tx.weight / 4),
        value: tx.vout.reduce((n, o) => n + o.value, 0),
      })
    }
  })

  test('unconfirmed: status without a block, no merkle proofs, unconfirmed spends', async () => {
    for (const { txid } of [parent, child]) {
      expect(await getTransactionStatus(client, { txid })).toEqual({ confirmed: false })
      expect(txFacts(await getTransactionHex(client, { txid })).txid).toBe(txid)
      expect(await failure(getTransactionMerkleProof(client, { txid }))).toBeInstanceOf(
        NotFoundError,
      )
      expect(await failure(getTransactionMerkleBlockProof(client, { txid }))).toBeInstanceOf(
        NotFoundError,
      )
    }
    expect(await getTransactionOutspend(client, { txid: parent.txid, vout: 0 })).toEqual({
      spent: true,
      txid: child.txid,
      vin: 0,
      status: { confirmed: false },
    })
    expect(await getTransactionOutspend(client, coin)).toEqual({
      spent: true,
      txid: parent.txid,
      vin: 0,
      status: { confirmed: false },
    })
  })

  test('the recipient address: mempool stats, mempool transactions, an unconfirmed utxo', async () => {
    const info = await getAddress(client, { address })
    const [first, second] = [parent.outputs[0]?.value ?? 0, child.outputs[0]?.value ?? 0]
    expect(info.chain_stats.tx_count).toBe(0)
    expect(info.mempool_stats).toEqual({
      tx_count: 2,
      funded_txo_count: 2,
      funded_txo_sum: first + second,
      spent_txo_count: 1,
      spent_txo_sum: first,
    })
    const mempoolTxs = await getAddressMempoolTransactions(client, { address })
    expect(mempoolTxs.map((tx) => tx.txid)).toEqual([child.txid, parent.txid])
    const all = await getAddressTransactions(client, { address })
    expect(all.map((tx) => tx.txid)).toEqual([child.txid, parent.txid])
    expect(await getAddressUtxos(client, { address })).toEqual([
      { txid: child.txid, vout: 0, value: second, status: { confirmed: false } },
    ])
  })
})
