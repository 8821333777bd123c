import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { fixture } from '../../test/fixtures.js'
import { displayHex, fromDisplayHex, fromHex, hex } from './bytes.js'
import { fastMerkleNode, fastMerkleRoot, sha256Midstate } from './fast-merkle.js'
import {
  assetEntropy,
  assetIdFromEntropy,
  canonicalJson,
  contractHash,
  reissuanceToken,
} from './issuance.js'
import { registryAssets } from './registry.js'

interface RecordedAsset {
  asset_id: string
  contract: unknown
  issuance_prevout: { txid: string; vout: number }
  name: string
  ticker: string
  precision: number
  entity: { domain: string }
}
const recorded = fixture('frontend-cypress/assets.json') as Record<string, RecordedAsset>

describe('the SHA-256 midstate', () => {
  test('of one padded block is the SHA-256 of a short message', () => {
    // "abc" padded by SHA-256's rules fits one block: its compression is the digest.
    const block = new Uint8Array(64)
    block.set(new TextEncoder().encode('abc'))
    block[3] = 0x80
    block[63] = 24
    expect(hex(sha256Midstate(block))).toBe(createHash('sha256').update('abc').digest('hex'))
  })

  test('fast merkle roots pair leaves and carry an odd one up unpaired', () => {
    const [a, b, c] = ['01', '02', '03'].map((x) => fromHex(x.repeat(32))) as [
      Uint8Array,
      Uint8Array,
      Uint8Array,
    ]
    expect(hex(fastMerkleRoot([a]))).toBe(hex(a))
    expect(hex(fastMerkleRoot([a, b, c]))).toBe(hex(fastMerkleNode(fastMerkleNode(a, b), c)))
    expect(hex(fastMerkleRoot([a, b]))).not.toBe(hex(fastMerkleRoot([b, a])))
  })
})

describe('asset ids', () => {
  test('of every recorded registry asset derive from its issuance outpoint and contract', () => {
    const entries = Object.values(recorded)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      const entropy = assetEntropy(
        fromDisplayHex(entry.issuance_prevout.txid),
        entry.issuance_prevout.vout,
        contractHash(entry.contract),
      )
      expect(displayHex(assetIdFromEntropy(entropy))).toBe(entry.asset_id)
    }
  })

  test('change with the outpoint, the contract and the token blinding', () => {
    const contract = contractHash({ name: 'x' })
    const entropy = assetEntropy(new Uint8Array(32), 0, contract)
    expect(hex(assetEntropy(new Uint8Array(32), 1, contract))).not.toBe(hex(entropy))
    expect(hex(assetEntropy(new Uint8Array(32), 0, contractHash({ name: 'y' })))).not.toBe(
      hex(entropy),
    )
    expect(hex(reissuanceToken(entropy, false))).not.toBe(hex(reissuanceToken(entropy, true)))
    expect(hex(reissuanceToken(entropy, false))).not.toBe(hex(assetIdFromEntropy(entropy)))
  })

  test('canonical JSON sorts keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}',
    )
  })
})

test('the embedded registry is the recorded one', () => {
  expect(registryAssets.map((a) => a.assetId).sort()).toEqual(Object.keys(recorded).sort())
  for (const asset of registryAssets) {
    const entry = recorded[asset.assetId]
    expect(asset.contract).toEqual(entry?.contract)
    expect(asset.issuancePrevout).toEqual(entry?.issuance_prevout)
    expect([asset.contract.name, asset.contract.ticker, asset.contract.precision]).toEqual([
      entry?.name,
      entry?.ticker,
      entry?.precision,
    ])
    expect(asset.contract.entity).toEqual(entry?.entity)
  }
})
