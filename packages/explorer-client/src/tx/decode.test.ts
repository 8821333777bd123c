import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { fixture } from '../../test/fixtures.js'
import type { Transaction } from '../wire/transaction.js'
import { decodeTransaction } from './decode.js'
import { TxDecodeError } from './reader.js'

const load = (name: string): Transaction[] => fixture(`backend-test-data/${name}`) as Transaction[]
/** Real mainnet transactions as mempool's backend served them: segwit, legacy and non-standard ones. */
const real = [
  ...load('transactions-random.json'),
  ...load('transactions-rbfs.json'),
  ...load('non-standard-txs.json'),
]

// The test serialises the explorer's JSON by hand (BIP 144 layout), independently of the decoder, so
// a matching txid proves both the layout and the hashing against the network's own ids.
const le = (value: number, size: number) => {
  let hex = ''
  for (let i = 0; i < size; i++) {
    hex += (Math.floor(value / 256 ** i) % 256).toString(16).padStart(2, '0')
  }
  return hex
}
const varint = (n: number) =>
  n < 0xfd ? le(n, 1) : n <= 0xffff ? `fd${le(n, 2)}` : `fe${le(n, 4)}`
const pushed = (hex: string) => varint(hex.length / 2) + hex
const reverse = (hex: string) => Buffer.from(hex, 'hex').reverse().toString('hex')

function serialise(tx: Transaction): string {
  const segwit = tx.vin.some((vin) => vin.witness?.length)
  let hex = le(tx.version, 4) + (segwit ? '0001' : '') + varint(tx.vin.length)
  for (const vin of tx.vin) {
    hex += reverse(vin.txid) + le(vin.vout, 4) + pushed(vin.scriptsig) + le(vin.sequence, 4)
  }
  hex += varint(tx.vout.length)
  for (const vout of tx.vout) hex += le(vout.value, 8) + pushed(vout.scriptpubkey)
  if (segwit) {
    for (const vin of tx.vin) {
      hex += varint(vin.witness?.length ?? 0) + (vin.witness ?? []).map(pushed).join('')
    }
  }
  return hex + le(tx.locktime, 4)
}

const dsha = (hex: string) => {
  const once = createHash('sha256').update(Buffer.from(hex, 'hex')).digest()
  return reverse(createHash('sha256').update(once).digest('hex'))
}

function failure(hex: string): TxDecodeError {
  try {
    decodeTransaction(hex)
  } catch (error) {
    if (error instanceof TxDecodeError) return error
    throw error
  }
  throw new Error('decoded')
}

describe('decodeTransaction', () => {
  it.each(real.map((tx) => [tx.txid, tx] as const))('reads mainnet tx %s', (_, tx) => {
    const hex = serialise(tx)
    const decoded = decodeTransaction(hex)
    expect(decoded.txid).toBe(tx.txid)
    expect(decoded.size).toBe(tx.size)
    expect(decoded.weight).toBe(tx.weight)
    expect(decoded.vsize).toBe(Math.ceil(tx.weight / 4))
    expect(decoded.version).toBe(tx.version)
    expect(decoded.locktime).toBe(tx.locktime)
    expect(decoded.inputs).toEqual(
      tx.vin.map((vin) => ({
        txid: vin.txid,
        vout: vin.vout,
        scriptSig: vin.scriptsig,
        sequence: vin.sequence,
        witness: vin.witness ?? [],
        coinbase: false,
      })),
    )
    expect(decoded.outputs).toEqual(
      tx.vout.map((vout) => ({ value: vout.value, scriptPubKey: vout.scriptpubkey })),
    )
    expect(decoded.wtxid).toBe(decoded.segwit ? dsha(hex) : tx.txid)
  })

  it('tells segwit from legacy (the fixtures hold both)', () => {
    const kinds = real.map((tx) => decodeTransaction(serialise(tx)).segwit)
    expect(kinds).toContain(true)
    expect(kinds).toContain(false)
  })

  // Hand-checked: a coinbase-shaped input (null prevout), one output of 50 BTC, weight = 4 x size.
  it('reads a legacy coinbase-shaped transaction', () => {
    const hex = `01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff0200ffffffffff0100f2052a01000000015100000000`
    const tx = decodeTransaction(hex)
    expect(tx.inputs[0]).toMatchObject({ coinbase: true, vout: 0xffffffff, scriptSig: '00ff' })
    expect(tx.outputs).toEqual([{ value: 5_000_000_000, scriptPubKey: '51' }])
    expect(tx.size).toBe(hex.length / 2)
    expect(tx.weight).toBe(tx.size * 4)
    expect(tx.txid).toBe(dsha(hex))
  })

  const sample = serialise(real[0] as Transaction)

  it('names an odd length', () => {
    expect(failure(`${sample}0`).message).toMatch(/odd length/)
  })

  it('names the first non-hex character and its position', () => {
    const error = failure(`${sample.slice(0, 10)}zz${sample.slice(12)}`)
    expect(error.message).toContain('Non-hex character "z" at position 11')
  })

  it('names the byte where a truncated transaction ends', () => {
    const end = sample.length / 2
    const error = failure(sample.slice(0, -4))
    expect(error.message).toBe(`Truncated at byte ${end - 4}: the locktime needs 4 bytes, 2 left.`)
    expect(error.position).toBe(end - 4)
    expect(failure(sample.slice(0, 100)).message).toBe(
      'Truncated: the transaction ends at byte 50, but the output count at byte 48 says 2, which needs at least 18 bytes more.',
    )
  })

  it('refuses trailing bytes', () => {
    const error = failure(`${sample}abcd`)
    expect(error.message).toBe(
      `2 trailing bytes after the transaction's end at byte ${sample.length / 2}.`,
    )
  })

  it('refuses zero inputs', () => {
    expect(failure('0200000000000000000000').message).toMatch(/no inputs \(count 0 at byte 4\)/)
  })

  it('refuses empty input and a segwit marker without witnesses', () => {
    expect(failure('  ').message).toMatch(/empty/)
    const legacy = serialise(
      load('transactions-rbfs.json').find((tx) => !tx.vin[0]?.witness) as Transaction,
    )
    const marked = `${legacy.slice(0, 8)}0001${legacy.slice(8, -8)}${'00'.repeat(decodeTransaction(legacy).inputs.length)}${legacy.slice(-8)}`
    expect(failure(marked).message).toMatch(/superfluous witness/)
  })

  it('refuses counts the remaining bytes cannot hold, before allocating for them', () => {
    expect(failure('02000000fdffff00').message).toMatch(/input count at byte 4 says 65535/)
  })
})
