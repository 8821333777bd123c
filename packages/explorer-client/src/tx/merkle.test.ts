import { describe, expect, it } from 'vitest'
import { verifyMerkleProof } from './merkle.js'
import { TxDecodeError } from './reader.js'

// Mainnet block 100,000: its header (which hashes to the block's well-known id, checked below) and its
// four transactions. The siblings were computed with node:crypto, apart from the code under test.
const header =
  '0100000050120119172a610421a6c3011dd330d9df07b63616c2cc1f1cd00200000000006657a9252aacd5c0b2940996ecff952228c3067cc38d4885efb5a4ac4247e9f337221b4d4c86041b0f2b5710'
const blockHash = '000000000003ba27aa200b1cecaad478d2b00432346c3f1f3986da1afd33e506'
const root = 'f3e94742aca4b5ef85488dc37c06c3282295ffec960994b2c0d5ac2a25a95766'
const txids = [
  '8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87',
  'fff2525b8931402dd09222c50775608f75787bd2b87e56995a7bdd30f79702c4',
  '6359f0868171b1d194cbee1af2f16ea598ae8fad666d9b012c8ed2b79a236ec4',
  'e9a66845e05d5abc0ad04ec80f774a7e585c6e8db975962d069a522137b80c1d',
] as const
const leftPair = 'ccdafb73d8dcd0173d5d5c3c9a0770d0b3953db889dab99ef05b1907518cb815'
const rightPair = '8e30899078ca1813be036a073bbf80b86cdddde1c96e9e9c99e9e3782df4ae49'

// The genesis block: one transaction, so the root is its txid and the proof has no siblings.
const genesisHeader =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c'
const genesisCoinbase = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b'

describe('verifyMerkleProof', () => {
  it('verifies each transaction of block 100000 against its header', () => {
    const proofs = [
      { pos: 0, merkle: [txids[1], rightPair] },
      { pos: 1, merkle: [txids[0], rightPair] },
      { pos: 2, merkle: [txids[3], leftPair] },
      { pos: 3, merkle: [txids[2], leftPair] },
    ]
    proofs.forEach((proof, i) => {
      const check = verifyMerkleProof({
        txid: txids[i] as string,
        proof: { block_height: 100_000, ...proof },
        header,
      })
      expect(check).toEqual({ verified: true, computedRoot: root, headerRoot: root, blockHash })
    })
  })

  it('verifies the genesis coinbase with an empty proof', () => {
    const check = verifyMerkleProof({
      txid: genesisCoinbase,
      proof: { block_height: 0, merkle: [], pos: 0 },
      header: genesisHeader,
    })
    expect(check.verified).toBe(true)
    expect(check.blockHash).toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f')
  })

  it('reports a mismatch for a wrong position, sibling or header', () => {
    const proof = { block_height: 100_000, pos: 0, merkle: [txids[1], rightPair] }
    const wrongPos = verifyMerkleProof({ txid: txids[0], proof: { ...proof, pos: 1 }, header })
    expect(wrongPos.verified).toBe(false)
    expect(wrongPos.headerRoot).toBe(root)
    expect(wrongPos.computedRoot).not.toBe(root)
    const wrongSibling = { ...proof, merkle: [txids[2], rightPair] }
    expect(verifyMerkleProof({ txid: txids[0], proof: wrongSibling, header }).verified).toBe(false)
    expect(verifyMerkleProof({ txid: txids[0], proof, header: genesisHeader }).verified).toBe(false)
  })

  it('refuses malformed input with a reason', () => {
    const proof = { block_height: 1, pos: 4, merkle: [txids[1], rightPair] }
    expect(() => verifyMerkleProof({ txid: txids[0], proof, header })).toThrow(
      'Position 4 cannot be reached with 2 sibling hashes in the proof.',
    )
    const ok = { ...proof, pos: 0 }
    expect(() => verifyMerkleProof({ txid: txids[0], proof: ok, header: header.slice(2) })).toThrow(
      'A block header is 80 bytes; this one is 79.',
    )
    expect(() => verifyMerkleProof({ txid: 'abc', proof: ok, header })).toThrow(TxDecodeError)
  })
})
