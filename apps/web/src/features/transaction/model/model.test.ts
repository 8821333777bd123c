import { describe, expect, it } from 'vitest'
import { fakeLiquidTx, fakeTx, fakeTxid, fakeVin, fakeVout } from '../test/txFixture'
import { shortId } from './assets'
import { blocksAhead, etaSeconds, formatEta } from './eta'
import { feeRateOf, txFeatures, vsizeOf } from './features'
import { isHighlightedInput, isHighlightedOutput, parseHighlight } from './highlight'
import { readLocktime } from './locktime'
import { netValueFor } from './netValue'
import { parseTxParam } from './txParam'

const txid = fakeTxid('ab')

describe('parseTxParam', () => {
  it('reads a txid and txid:vout, lowercased', () => {
    expect(parseTxParam(txid.toUpperCase())).toEqual({ ok: true, txid })
    expect(parseTxParam(`${txid}:12`)).toEqual({ ok: true, txid, vout: 12 })
  })

  it.each([
    ['abc', 'this has 3 characters'],
    [`${'g'.repeat(64)}`, 'only hex digits'],
    [`${txid}:`, '"" is not an output number'],
    [`${txid}:-1`, '"-1" is not an output number'],
    [`${txid}:1:2`, 'one colon'],
    [undefined, 'this has 0 characters'],
    ['a', 'this has 1 character.'],
  ])('refuses %s', (raw, reason) => {
    const result = parseTxParam(raw)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.reason).toContain(reason)
  })
})

describe('eta', () => {
  it('counts the blocks ahead, deep into the last (stacked) projected block', () => {
    expect(blocksAhead({ block: 0, vsize: 900_000 })).toBe(0)
    expect(blocksAhead({ block: 6, vsize: 10 })).toBe(6)
    expect(blocksAhead({ block: 7, vsize: 2_500_000 })).toBe(9)
    expect(etaSeconds({ block: 1, vsize: 0 }, 600)).toBe(1_200)
  })

  it('words an ETA', () => {
    expect(formatEta(20)).toBe('~1 minute')
    expect(formatEta(1_800)).toBe('~30 minutes')
    expect(formatEta(3 * 3_600)).toBe('~3 hours')
    expect(formatEta(5 * 86_400)).toBe('~5 days')
  })
})

describe('features and sizes', () => {
  it('sees SegWit, Taproot and RBF', () => {
    expect(txFeatures(fakeTx())).toEqual({ segwit: true, taproot: false, rbf: true })
    const { witness: _witness, ...noWitness } = fakeVin(0, { sequence: 0xffffffff })
    const legacy = fakeTx(1, { vin: [noWitness] })
    expect(txFeatures(legacy)).toEqual({ segwit: false, taproot: false, rbf: false })
    const taproot = fakeTx(1, {
      vin: [fakeVin(0, { prevout: fakeVout(0, { scriptpubkey_type: 'v1_p2tr' }) })],
    })
    expect(txFeatures(taproot).taproot).toBe(true)
  })

  it('rounds vsize up and divides the fee by it', () => {
    expect(vsizeOf({ weight: 561 })).toBe(141)
    expect(feeRateOf({ weight: 561, fee: 1_410 })).toBe(10)
    expect(feeRateOf({ weight: 0, fee: 5 })).toBe(0)
  })
})

describe('highlight', () => {
  it('tells an outpoint from an address', () => {
    expect(parseHighlight(`${txid.toUpperCase()}:3`)).toEqual({ kind: 'outpoint', txid, vout: 3 })
    expect(parseHighlight('bc1qx')).toEqual({ kind: 'address', address: 'bc1qx' })
    expect(parseHighlight(undefined)).toBeUndefined()
  })

  it('marks the output itself and the input spending it', () => {
    const outpoint = parseHighlight(`${fakeTxid('cd')}:1`)
    expect(isHighlightedInput(outpoint, fakeVin(1))).toBe(true)
    expect(isHighlightedInput(outpoint, fakeVin(0))).toBe(false)
    expect(isHighlightedOutput(outpoint, fakeTxid('cd'), 1, fakeVout(1))).toBe(true)
    expect(isHighlightedOutput(outpoint, txid, 1, fakeVout(1))).toBe(false)
    expect(isHighlightedOutput(parseHighlight('bc1qout4'), txid, 0, fakeVout(4))).toBe(true)
  })
})

describe('netValueFor', () => {
  it('is received minus sent, unknown when confidential', () => {
    expect(netValueFor(fakeTx(3), 'bc1qout1')).toBe(1_001)
    expect(netValueFor(fakeTx(3), 'bc1qin0')).toBe(-50_000)
    expect(netValueFor(fakeLiquidTx(fakeTxid('6f')), 'ex1qconfidential')).toBeUndefined()
  })
})

describe('assets and locktime', () => {
  it('shortens asset ids', () => {
    expect(shortId(txid)).toBe('abababab…abab')
  })

  it('reads nLockTime as nothing, a height or a time', () => {
    expect(readLocktime(0)).toEqual({ kind: 'none' })
    expect(readLocktime(499_999_999)).toEqual({ kind: 'height', height: 499_999_999 })
    expect(readLocktime(500_000_000)).toEqual({ kind: 'time', time: 500_000_000 })
  })
})
