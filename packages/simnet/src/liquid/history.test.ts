import { describe, expect, test } from 'vitest'
import { merkleRoot } from '../bitcoin/block.js'
import { hashHex, sha256d } from '../bitcoin/tx.js'
import { assetJson, supplyOf } from './assets.js'
import { displayHex, hex } from './bytes.js'
import { fullTxBytes, rawBlock } from './bytes-of.js'
import { amountOf, assetOf, parseTx, serializeTx, txidOf } from './elements-tx.js'
import { assetEntropy, assetIdFromEntropy } from './issuance.js'
import { liquidNetworkNames } from './params.js'
import { registryAssets } from './registry.js'
import { generateLiquid } from './sim.js'
import type { LiquidSim } from './state.js'

const sims = new Map<string, LiquidSim>()
const simOf = (name: (typeof liquidNetworkNames)[number]) => {
  let sim = sims.get(name)
  if (!sim) {
    sim = generateLiquid(name, 1)
    sims.set(name, sim)
  }
  return sim
}

/** A fingerprint of a whole history: every txid in block order and the mempool's. */
const fingerprint = (sim: LiquidSim) =>
  hashHex(
    sha256d(
      Buffer.from(
        [
          ...sim.chain.blocks.flatMap((b) => [b.hash, ...b.txids]),
          ...sim.chain.mempool.keys(),
        ].join(),
      ),
    ),
  )

describe('generation', () => {
  test('is deterministic: the same seed gives the same chain, another seed another', () => {
    const again = generateLiquid('liquid', 1)
    expect(fingerprint(again)).toBe(fingerprint(simOf('liquid')))
    expect(again.busyConfidentialAddress).toBe(simOf('liquid').busyConfidentialAddress)
    expect(fingerprint(generateLiquid('liquid', 2))).not.toBe(fingerprint(again))
  })

  test('ends at the tip time given, a block a minute from the reference height', () => {
    const reference = simOf('liquidtestnet')
    // 2026-11-21T18:00:00Z, a start of an hour as the CLI picks: about a year after the reference.
    const hour = 1_795_284_000
    const later = generateLiquid('liquidtestnet', 1, hour)
    expect(later.chain.tip.time).toBe(hour)
    expect(later.params.tipTime).toBe(hour)
    expect(later.chain.tip.height - reference.chain.tip.height).toBe(
      (hour - reference.chain.tip.time) / 60,
    )
    expect(fingerprint(generateLiquid('liquidtestnet', 1, hour))).toBe(fingerprint(later))
  })

  test.each(liquidNetworkNames)(
    '%s has a full history, traffic of every kind, and a mempool',
    (name) => {
      const sim = simOf(name)
      const { chain, params } = sim
      expect(chain.blocks.length).toBe(params.historyBlocks)
      expect(chain.tip.height).toBe(params.tipHeight)
      expect(
        chain.blocks.every((b, i) => i === 0 || b.time - (chain.blocks[i - 1]?.time ?? 0) === 60),
      ).toBe(true)
      const kinds = new Set([...chain.txs.values()].flatMap((r) => r.events.map((e) => e.kind)))
      expect([...kinds].sort()).toEqual(['burn', 'issuance', 'pegin', 'pegout'])
      expect(chain.mempool.size).toBeGreaterThanOrEqual(5)
      const inMempool = [...chain.mempool.values()].flatMap((r) => r.events.map((e) => e.kind))
      expect(inMempool).toEqual(expect.arrayContaining(['pegin', 'issuance', 'burn', 'pegout']))
      expect(chain.addressChain.get(sim.busyAddress)?.length).toBeGreaterThan(100)
    },
  )
})

describe.each(liquidNetworkNames)('%s bytes', (name) => {
  test('every transaction: txid = hash of its bytes without witness; size, weight and round trip', () => {
    const { chain } = simOf(name)
    for (const record of chain.txs.values()) {
      const full = fullTxBytes(chain, record)
      const parsed = parseTx(full)
      expect(hex(serializeTx(parsed))).toBe(hex(full))
      const stripped = serializeTx(parsed, false)
      expect(hashHex(sha256d(stripped))).toBe(record.txid)
      expect(txidOf(parsed)).toBe(record.txid)
      expect(full.length).toBe(record.size)
      expect(stripped.length * 3 + full.length).toBe(record.weight)
      // The witness is drawn the same way each time.
      expect(hex(fullTxBytes(chain, record))).toBe(hex(full))
    }
  })

  test('every block: header hash, merkle root, links, height and size match its bytes', () => {
    const { chain } = simOf(name)
    for (const [i, block] of chain.blocks.entries()) {
      if (i % 10 !== 0 && i !== chain.blocks.length - 1) continue
      const raw = Buffer.from(rawBlock(chain, block))
      expect(raw.length).toBe(block.size)
      // version (dynafed bit) | prev | merkle | time | height | current params | proposed | witness
      expect(raw.readUInt32LE(0)).toBe((block.version | 0x80000000) >>> 0)
      expect(displayHex(raw.subarray(4, 36))).toBe(block.previousHash)
      expect(displayHex(raw.subarray(36, 68))).toBe(block.merkleRoot)
      expect([raw.readUInt32LE(68), raw.readUInt32LE(72)]).toEqual([block.time, block.height])
      expect(raw[76]).toBe(1) // compact current parameters
      const scriptLength = raw[77] ?? 0
      const proposedAt = 78 + scriptLength + 4 + 32
      expect(raw[proposedAt]).toBe(0) // no proposal
      expect(hashHex(sha256d(raw.subarray(0, proposedAt + 1)))).toBe(block.hash)
      expect(merkleRoot(block.txids)).toBe(block.merkleRoot)
      const previous = chain.blocks[i - 1]
      if (previous) expect(block.previousHash).toBe(previous.hash)
      // The transactions follow the header and its witness.
      expect(raw.subarray(block.headerSize)[0]).toBe(block.txids.length)
    }
  })
})

/**
 * Supply re-derived from the served bytes alone: issuances (asset id from the outpoint and entropy),
 * explicit OP_RETURN burns, peg-ins (value in the peg-in witness) and peg-outs (genesis push).
 */
function supplyFromBytes(sim: LiquidSim) {
  const issued = new Map<string, { amount: number; blinded: boolean }>()
  const burned = new Map<string, number>()
  let pegIns = 0
  let pegOuts = 0
  const genesis = sim.params.parentGenesis
  for (const record of sim.chain.txs.values()) {
    const tx = parseTx(fullTxBytes(sim.chain, record))
    tx.inputs.forEach((input, vin) => {
      if (input.pegin) {
        const value = tx.witness?.inputs[vin]?.pegin[0] ?? new Uint8Array(8)
        pegIns += Number(Buffer.from(value).readBigUInt64LE())
        return
      }
      const issuance = input.issuance
      if (!issuance) return
      const reissuance = issuance.blindingNonce.some((b) => b !== 0)
      const entropy = reissuance
        ? issuance.entropy
        : assetEntropy(input.txid, input.vout, issuance.entropy)
      const id = displayHex(assetIdFromEntropy(entropy))
      const entry = issued.get(id) ?? { amount: 0, blinded: false }
      const amount = amountOf(issuance.amount)
      if (amount === undefined) entry.blinded = true
      else entry.amount += amount
      issued.set(id, entry)
    })
    for (const output of tx.outputs) {
      const asset = assetOf(output.asset)
      const value = output.value[0] === 1 ? (amountOf(output.value) ?? 0) : 0
      if (output.script[0] !== 0x6a || !asset || !value) continue
      const pegout =
        output.script[1] === 32 && displayHex(output.script.subarray(2, 34)) === genesis
      if (pegout) pegOuts += value
      else burned.set(displayHex(asset), (burned.get(displayHex(asset)) ?? 0) + value)
    }
  }
  return { issued, burned, pegIns, pegOuts }
}

describe.each(liquidNetworkNames)('%s supply', (name) => {
  test('of each asset is what its transactions issued, pegged and burned', () => {
    const sim = simOf(name)
    const derived = supplyFromBytes(sim)
    const native = sim.params.nativeAsset
    expect(supplyOf(sim, native)).toBe(
      derived.pegIns - derived.pegOuts - (derived.burned.get(native) ?? 0),
    )
    expect(derived.pegIns).toBeGreaterThan(derived.pegOuts)
    let blinded = 0
    for (const [asset, issue] of derived.issued) {
      const burned = derived.burned.get(asset) ?? 0
      expect(supplyOf(sim, asset)).toBe(issue.blinded ? undefined : issue.amount - burned)
      if (issue.blinded) blinded++
    }
    expect(blinded).toBeGreaterThan(0)
    expect(derived.issued.size).toBe(sim.chain.issuances.size)
  })

  test('stats split chain and mempool and add up to the supply', () => {
    const sim = simOf(name)
    const usdt = sim.registry.find((r) => r.contract.ticker === 'USDt')?.assetId ?? ''
    const json = assetJson(sim, usdt)
    if (!json || !('issuance_txin' in json)) throw new Error('USDt is not an issued asset')
    const { chain_stats: c, mempool_stats: m } = json
    expect(c.issued_amount - c.burned_amount + m.issued_amount - m.burned_amount).toBe(
      supplyOf(sim, usdt),
    )
    expect(m.issuance_count).toBeGreaterThan(0)
    expect(c.reissuance_tokens).toBe(1)
    expect(m.reissuance_tokens).toBeNull()
    const txs = new Set(
      [...sim.chain.txs.values()]
        .filter((r) => r.confirmation && r.events.some((e) => e.asset === usdt))
        .map((r) => r.txid),
    )
    expect(c.tx_count).toBe(txs.size)
  })
})

test('registry assets get the real ids on Liquid and ids of their own issuance on Liquid testnet', () => {
  const liquid = simOf('liquid')
  const testnet = simOf('liquidtestnet')
  expect(liquid.registry.map((r) => r.assetId).sort()).toEqual(
    registryAssets.map((r) => r.assetId).sort(),
  )
  for (const entry of testnet.registry) {
    expect(registryAssets.some((r) => r.assetId === entry.assetId)).toBe(false)
    const issuance = testnet.chain.issuances.get(entry.assetId)
    const record = issuance && testnet.chain.txs.get(issuance.txid)
    const input = record && parseTx(record.raw).inputs[issuance.vin]
    if (!input?.issuance) throw new Error(`no issuance for ${entry.contract.ticker}`)
    expect(
      displayHex(assetIdFromEntropy(assetEntropy(input.txid, input.vout, input.issuance.entropy))),
    ).toBe(entry.assetId)
  }
})
