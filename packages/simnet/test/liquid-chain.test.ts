import {
  addressChainTransactionPages,
  type BlockExtended,
  blockTransactionPages,
  decodeAddress,
  type ExplorerClient,
  getAddress,
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
  getBlockTxid,
  getBlockTxids,
  getMempool,
  getMempoolBlocks,
  getMempoolTxids,
  getOutspendsBatch,
  getRecommendedFees,
  getTransaction,
  getTransactionHex,
  getTransactionMerkleBlockProof,
  getTransactionMerkleProof,
  getTransactionOutspend,
  getTransactionOutspends,
  getTransactionRaw,
  getTransactionStatus,
  InvalidParameterError,
  type LiquidTransaction,
  NotFoundError,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cachedBlocks } from '../src/liquid/block-format.js'
import { parseTx, serializeTx } from '../src/liquid/elements-tx.js'
import type { LiquidSim } from '../src/liquid/sim.js'
import { displayHex, rootFromBranch, sha256d } from './bitcoin-proofs.js'
import { failure } from './client-helpers.js'
import { addressesIn, findTx, liquidClient } from './liquid-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// The explorer client's transaction, address and block actions against simnet's Liquid networks over
// HTTP, with its Liquid types; what they serve is checked against the bytes served with it.

let running: RunningSimnet
let sim: LiquidSim
let client: ExplorerClient<'liquid'>
let tip: BlockExtended

beforeAll(async () => {
  running = await startSimnet()
  sim = await running.simnet.liquid('liquid')
  client = liquidClient(running.host)
  tip = await getBlock(client, { hash: await getBlockTipHash(client) })
}, 60_000)

afterAll(() => running.close())

/** The served transaction's hex, parsed: its txid, size and weight recomputed from the bytes. */
async function bytesFacts(txid: string) {
  const hex = await getTransactionHex(client, { txid })
  const bytes = Buffer.from(hex, 'hex')
  const tx = parseTx(bytes)
  const stripped = serializeTx(tx, false)
  return {
    tx,
    hex,
    txid: displayHex(sha256d(stripped)),
    size: bytes.length,
    weight: stripped.length * 3 + bytes.length,
  }
}

/** Checks a served transaction against its served bytes: ids, sizes, amounts, flags. */
async function checkAgainstBytes(tx: LiquidTransaction): Promise<void> {
  const facts = await bytesFacts(tx.txid)
  expect(facts.txid).toBe(tx.txid)
  expect([facts.size, facts.weight]).toEqual([tx.size, tx.weight])
  expect(facts.tx.inputs.map((i) => i.pegin)).toEqual(tx.vin.map((v) => v.is_pegin))
  facts.tx.outputs.forEach((out, i) => {
    const json = tx.vout[i]
    const explicit = out.value[0] === 1
    expect(json?.value !== undefined).toBe(explicit)
    expect(json?.valuecommitment).toBe(
      explicit ? undefined : Buffer.from(out.value).toString('hex'),
    )
    expect(json?.asset !== undefined).toBe(out.asset[0] === 1)
  })
  // The fee is the explicit fee output.
  const fee = tx.vout
    .filter((o) => o.scriptpubkey_type === 'fee')
    .reduce((n, o) => n + (o.value ?? 0), 0)
  expect(fee).toBe(tx.fee)
  for (const address of addressesIn(tx).liquid)
    expect(decodeAddress(address, 'liquid')).toBeDefined()
  for (const address of addressesIn(tx).bitcoin)
    expect(decodeAddress(address, 'main')).toBeDefined()
}

describe('blocks', () => {
  test('tip, hashes by height, and 15-block pages: cached blocks with extras and bits null, older ones as electrs serves them', async () => {
    expect(await getBlockTipHeight(client)).toBe(sim.params.tipHeight)
    expect(await getBlockHash(client, { height: tip.height })).toBe(tip.id)
    const blocks = await getBlocks(client, { startHeight: tip.height - 3 })
    expect(blocks.map((b) => b.height)).toEqual(
      Array.from({ length: 15 }, (_, i) => tip.height - 3 - i),
    )
    for (const block of blocks) {
      expect(block).not.toHaveProperty('difficulty')
      expect(block).not.toHaveProperty('nonce')
      if (block.height > tip.height - cachedBlocks) {
        // mempool's BlockExtended from Elements' getblock: bits NaN (null), no ext, no pool.
        expect(block.bits).toBeNull()
        expect(block).not.toHaveProperty('ext')
        expect(block.extras?.reward).toBe(block.extras?.totalFees)
        expect(block.extras).not.toHaveProperty('pool')
      } else {
        expect(block).not.toHaveProperty('bits')
        expect(block).not.toHaveProperty('extras')
        expect(block.ext).toMatchObject({ proposed: {} })
      }
    }
    const old = await getBlock(client, { hash: blocks[14]?.id ?? '' })
    expect([old.bits, 'extras' in old, 'ext' in old]).toEqual([null, false, false])
    // Esplora's own list: 10 blocks, and electrs leaves the header extension out of it.
    const esplora = await fetch(`http://${running.host}/liquid/api/blocks/${tip.height}`)
    const list = (await esplora.json()) as Record<string, unknown>[]
    expect(list.map((b) => b.height)).toEqual(blocks.slice(0, 10).map((b) => b.height + 3))
    expect(list.some((b) => 'ext' in b || 'extras' in b)).toBe(false)
    const [next, block] = blocks
    expect(next?.previousblockhash).toBe(block?.id)
    expect(await getBlockStatus(client, { hash: block?.id ?? '' })).toEqual({
      in_best_chain: true,
      height: block?.height,
      next_best: next?.id,
    })
  })

  test('the header hashes to the block id and is the one in extras; the raw block holds every tx', async () => {
    const header = Buffer.from(await getBlockHeader(client, { hash: tip.id }), 'hex')
    expect(header.toString('hex')).toBe(tip.extras?.header)
    const scriptLength = header[77] ?? 0
    const hashed = header.subarray(0, 78 + scriptLength + 4 + 32 + 1)
    expect(displayHex(sha256d(hashed))).toBe(tip.id)
    expect(header.readUInt32LE(72)).toBe(tip.height)
    const raw = await getBlockRaw(client, { hash: tip.id })
    expect(raw.length).toBe(tip.size)
    const txids = await getBlockTxids(client, { hash: tip.id })
    expect(txids.length).toBe(tip.tx_count)
    expect(await getBlockTxid(client, { hash: tip.id, index: txids.length - 1 })).toBe(txids.at(-1))
    const hexes = await Promise.all(txids.map((txid) => getTransactionHex(client, { txid })))
    expect(Buffer.from(raw).toString('hex')).toBe(
      header.toString('hex') + hexes.length.toString(16).padStart(2, '0') + hexes.join(''),
    )
  })

  test('block transactions page through the client, coinbase first, each matching its bytes', async () => {
    const pages: LiquidTransaction[][] = []
    for await (const page of blockTransactionPages(client, { hash: tip.id })) pages.push(page)
    const txs = pages.flat()
    expect(txs.map((t) => t.txid)).toEqual(await getBlockTxids(client, { hash: tip.id }))
    expect(txs[0]?.vin[0]?.is_coinbase).toBe(true)
    for (const tx of txs) await checkAgainstBytes(tx)
    const summary = await getBlockSummary(client, { hash: tip.id })
    expect(summary.map((s) => s.txid)).toEqual(txs.map((t) => t.txid))
    expect(await getBlockTransactions(client, { hash: tip.id, startIndex: 0 })).toEqual(
      txs.slice(0, 25),
    )
  })
})

describe('transactions', () => {
  test('every kind matches its bytes: peg-in, peg-out, issuance, reissuance, burn, confidential', async () => {
    const kinds = [
      findTx(sim, (r) => r.pegins.length > 0),
      findTx(sim, (r) => r.events.some((e) => e.kind === 'pegout')),
      findTx(sim, (r) => r.events.some((e) => e.kind === 'issuance' && !e.reissuance)),
      findTx(sim, (r) => r.events.some((e) => e.kind === 'issuance' && e.reissuance)),
      findTx(sim, (r) => r.events.some((e) => e.kind === 'burn')),
      findTx(sim, (r) => r.outputs.some((o) => o.value[0] === 8 || o.value[0] === 9)),
    ]
    for (const record of kinds) {
      const tx = await getTransaction(client, { txid: record.txid })
      await checkAgainstBytes(tx)
      expect(Buffer.from(await getTransactionRaw(client, { txid: tx.txid })).toString('hex')).toBe(
        await getTransactionHex(client, { txid: tx.txid }),
      )
      expect(await getTransactionStatus(client, { txid: tx.txid })).toEqual(tx.status)
    }
    const blinded = await getTransaction(client, { txid: kinds[5]?.txid ?? '' })
    const out = blinded.vout.find((o) => o.valuecommitment)
    expect(out?.valuecommitment).toMatch(/^0[89][0-9a-f]{64}$/)
    expect(out?.assetcommitment).toMatch(/^0[ab][0-9a-f]{64}$/)
    expect(out).not.toHaveProperty('value')
  })

  test('merkle proofs lead to the block merkle root; there is no merkleblock proof on Liquid', async () => {
    const txids = await getBlockTxids(client, { hash: tip.id })
    for (const [pos, txid] of txids.entries()) {
      const proof = await getTransactionMerkleProof(client, { txid })
      expect(proof.pos).toBe(pos)
      expect(rootFromBranch(txid, proof.merkle, proof.pos)).toBe(tip.merkle_root)
    }
    const error = await failure(getTransactionMerkleBlockProof(client, { txid: txids[0] ?? '' }))
    expect(error).toBeInstanceOf(NotFoundError)
  })

  test('outspends point at the input that spends the output', async () => {
    const record = findTx(
      sim,
      (r) => r.confirmation !== undefined && !r.coinbase && r.outputs.length > 2,
    )
    const outspends = await getTransactionOutspends(client, { txid: record.txid })
    expect(outspends.length).toBe(record.outputs.length)
    const spent = outspends.findIndex((o) => o.spent)
    const spend = outspends[spent]
    if (!spend?.txid || spend.vin === undefined) throw new Error('no spent output')
    const spender = await getTransaction(client, { txid: spend.txid })
    expect(spender.vin[spend.vin]).toMatchObject({ txid: record.txid, vout: spent })
    expect(await getTransactionOutspend(client, { txid: record.txid, vout: spent })).toEqual(spend)
    // The fee output is never spent.
    expect(outspends.at(-1)).toEqual({ spent: false })
    expect(await getOutspendsBatch(client, { txids: [record.txid] })).toEqual([outspends])
  })

  test('an unknown transaction answers 404', async () => {
    expect(await failure(getTransaction(client, { txid: '00'.repeat(32) }))).toBeInstanceOf(
      NotFoundError,
    )
  })
})

describe('addresses', () => {
  test('a confidential address has its unconfidential history; stats have no sums', async () => {
    const plain = await getAddress(client, { address: sim.busyAddress })
    const blinded = await getAddress(client, { address: sim.busyConfidentialAddress })
    expect(decodeAddress(sim.busyConfidentialAddress, 'liquid')).toMatchObject({
      confidential: true,
    })
    expect(blinded.address).toBe(sim.busyConfidentialAddress)
    expect(blinded.chain_stats).toEqual(plain.chain_stats)
    expect(Object.keys(plain.chain_stats).sort()).toEqual([
      'funded_txo_count',
      'spent_txo_count',
      'tx_count',
    ])
    const base58 = await getAddress(client, { address: sim.confidentialBase58Address })
    expect(base58.chain_stats.tx_count).toBeGreaterThan(0)
  })

  test('chain pages hold every transaction of the address, each touching it', async () => {
    const info = await getAddress(client, { address: sim.busyAddress })
    const txs: LiquidTransaction[] = []
    for await (const page of addressChainTransactionPages(client, {
      address: sim.busyConfidentialAddress,
    }))
      txs.push(...page)
    expect(txs.length).toBe(info.chain_stats.tx_count)
    expect(new Set(txs.map((t) => t.txid)).size).toBe(txs.length)
    const touching = (t: LiquidTransaction) => addressesIn(t).liquid.includes(sim.busyAddress)
    expect(txs.every(touching)).toBe(true)
    const funded = txs.flatMap((t) =>
      t.vout.filter((o) => o.scriptpubkey_address === sim.busyAddress),
    )
    expect(funded.length).toBe(info.chain_stats.funded_txo_count)
    const mempool = await getAddressMempoolTransactions(client, { address: sim.busyAddress })
    expect(mempool.length).toBe(info.mempool_stats.tx_count)
    const first = await getAddressTransactions(client, { address: sim.busyAddress })
    expect(first.map((t) => t.txid)).toEqual([...mempool, ...txs].slice(0, 50).map((t) => t.txid))
  })

  test('utxos: explicit or committed amounts and assets, with proofs for the blinded ones', async () => {
    const info = await getAddress(client, { address: sim.busyAddress })
    const utxos = await getAddressUtxos(client, { address: sim.busyConfidentialAddress })
    const { chain_stats: c, mempool_stats: m } = info
    expect(utxos.length).toBe(
      c.funded_txo_count + m.funded_txo_count - c.spent_txo_count - m.spent_txo_count,
    )
    for (const utxo of utxos) {
      // Amount, asset, nonce and proofs are those of the output in the served transaction.
      const { tx } = await bytesFacts(utxo.txid)
      const out = tx.outputs[utxo.vout]
      const proofs = tx.witness?.outputs[utxo.vout]
      const hex = (b: Uint8Array | undefined) =>
        b?.length ? Buffer.from(b).toString('hex') : undefined
      if (!out) throw new Error(`no output ${utxo.vout} in ${utxo.txid}`)
      const explicit = out.value[0] === 1
      expect(utxo.value).toBe(
        explicit ? Number(Buffer.from(out.value).readBigUInt64BE(1)) : undefined,
      )
      expect(utxo.valuecommitment).toBe(explicit ? undefined : hex(out.value))
      expect(utxo.assetcommitment).toBe(out.asset[0] === 1 ? undefined : hex(out.asset))
      expect(utxo.noncecommitment).toBe(out.nonce[0] === 0 ? undefined : hex(out.nonce))
      expect(utxo.range_proof).toBe(hex(proofs?.rangeproof))
      expect(utxo.surjection_proof).toBe(hex(proofs?.surjectionProof))
      expect((utxo.value === undefined) !== (utxo.valuecommitment === undefined)).toBe(true)
      expect((utxo.asset === undefined) !== (utxo.assetcommitment === undefined)).toBe(true)
      if (utxo.valuecommitment) {
        expect(utxo.range_proof?.length).toBe(2 * 4174)
        expect(utxo.noncecommitment).toMatch(/^0[23][0-9a-f]{64}$/)
      }
      if (utxo.assetcommitment) expect(utxo.surjection_proof).toMatch(/^[0-9a-f]+$/)
    }
    expect(utxos.some((u) => u.valuecommitment)).toBe(true)
  })

  test('addresses of another network are refused by the client and by the service', async () => {
    const testnet = await running.simnet.liquid('liquidtestnet')
    expect(await failure(getAddress(client, { address: testnet.busyAddress }))).toBeInstanceOf(
      InvalidParameterError,
    )
    const response = await fetch(`http://${running.host}/liquid/api/address/${testnet.busyAddress}`)
    expect([response.status, await response.text()]).toEqual([400, 'Address on invalid network'])
  })
})

describe('mempool and fees', () => {
  test('the mempool lists its transactions; fees are 0.1 sat/vB', async () => {
    const txids = await getMempoolTxids(client)
    expect(txids.length).toBeGreaterThan(0)
    const mempool = await getMempool(client)
    expect(mempool.count).toBe(txids.length)
    const blocks = await getMempoolBlocks(client)
    expect(blocks[0]?.nTx).toBe(txids.length)
    expect(Object.values(await getRecommendedFees(client))).toEqual([0.1, 0.1, 0.1, 0.1, 0.1])
    for (const txid of txids) {
      const tx = await getTransaction(client, { txid })
      expect(tx.status).toEqual({ confirmed: false })
      await checkAgainstBytes(tx)
    }
  })

  test('recent arrivals have electrs-liquid fields: a discounted vsize, no value', async () => {
    const response = await fetch(`http://${running.host}/liquid/api/mempool/recent`)
    const recent = (await response.json()) as Record<string, unknown>[]
    expect(recent.length).toBeGreaterThan(0)
    for (const entry of recent)
      expect(Object.keys(entry).sort()).toEqual(['discount_vsize', 'fee', 'txid', 'vsize'])
  })
})

test('Liquid testnet: its own prefixes, native asset and registry ids', async () => {
  const testnet = liquidClient(running.host, 'liquidtestnet')
  const hash = await getBlockTipHash(testnet)
  const block = await getBlock(testnet, { hash })
  const txs = await getBlockTransactions(testnet, { hash })
  expect(txs.length).toBe(block.tx_count)
  for (const tx of txs) {
    for (const address of addressesIn(tx).liquid) {
      expect(decodeAddress(address, 'liquidtestnet')).toBeDefined()
      expect(decodeAddress(address, 'liquid')).toBeUndefined()
    }
    for (const address of addressesIn(tx).bitcoin)
      expect(decodeAddress(address, 'testnet')).toBeDefined()
  }
  expect(txs[0]?.vout.at(-1)?.asset).toBe(
    '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49',
  )
  const sim = await running.simnet.liquid('liquidtestnet')
  expect(await getBlockTipHeight(testnet)).toBe(sim.params.tipHeight)
})
