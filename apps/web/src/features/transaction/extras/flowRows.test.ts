import type { LiquidTransaction, LiquidVout } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { fakeLiquidTx, fakeTx, fakeTxid } from '../test/txFixture'
import { amountText, fitLabel, maxLabelChars } from './flowLabel'
import { combineAmounts, flowRows } from './flowRows'

const native = fakeTxid('6f')
const usdt = fakeTxid('ce')
const vout = (fields: Partial<LiquidVout>): LiquidVout => ({
  scriptpubkey: '',
  scriptpubkey_asm: '',
  scriptpubkey_type: 'v0_p2wpkh',
  scriptpubkey_address: 'ex1qsomeone',
  ...fields,
})

describe('flowRows', () => {
  it('sizes Bitcoin bands by value, with the fee as an output', () => {
    const { inputs, outputs } = flowRows(fakeTx(2), undefined)
    expect(inputs.map((row) => row.value)).toEqual([50_000, 50_001])
    expect(outputs.map((row) => [row.label, row.value])).toEqual([
      ['bc1qout0', 1_000],
      ['bc1qout1', 1_001],
      ['fee', 1_410],
    ])
    expect(outputs[2]?.amount).toEqual({ kind: 'sats', sats: 1_410 })
  })

  it("keeps each Liquid amount in its asset, and sizes bands alike when they don't share one", () => {
    const base = fakeLiquidTx(native)
    const tx: LiquidTransaction = {
      ...base,
      vout: [vout({ value: 150_000_000, asset: usdt }), ...base.vout],
    }
    const { inputs, outputs } = flowRows(tx, native)
    expect(inputs.map((row) => row.amount)).toEqual([{ kind: 'unknown' }])
    expect(outputs.map((row) => row.amount)).toEqual([
      { kind: 'asset', assetId: usdt, value: 150_000_000 },
      { kind: 'confidential' },
      { kind: 'sats', sats: 20_000 },
      { kind: 'sats', sats: 250 },
    ])
    // USDt units, blinded and L-BTC amounts are not one quantity: every band the same size.
    expect(outputs.map((row) => row.value)).toEqual([1, 1, 1, 1])
  })

  it('sizes a Liquid side by value when it is all explicit L-BTC', () => {
    const tx: LiquidTransaction = {
      ...fakeLiquidTx(native),
      vout: [vout({ value: 900, asset: native }), vout({ value: 100, asset: native })],
    }
    expect(flowRows(tx, native).outputs.map((row) => row.value)).toEqual([900, 100, 1_410])
  })
})

describe('combineAmounts', () => {
  it('adds amounts of one unit, never sats and tokens together', () => {
    const asset = (value: number) => ({ kind: 'asset', assetId: usdt, value }) as const
    expect(combineAmounts([asset(1), asset(2)])).toEqual(asset(3))
    expect(combineAmounts([asset(1), { kind: 'sats', sats: 5 }])).toEqual({ kind: 'mixed' })
    expect(combineAmounts([{ kind: 'confidential' }, { kind: 'confidential' }])).toEqual({
      kind: 'confidential',
    })
  })
})

describe('amountText', () => {
  const assets = new Map([[usdt, { label: 'USDt', precision: 8, native: false }]])
  it('says an issued asset in its units and ticker, L-BTC in the chosen unit, a blinded one as such', () => {
    const text = (amount: Parameters<typeof amountText>[0]) =>
      amountText(amount, 'btc', true, assets)
    expect(text({ kind: 'asset', assetId: usdt, value: 150_000_000 })).toBe('1.50000000 USDt')
    expect(text({ kind: 'sats', sats: 250 })).toBe('0.00000250 L-BTC')
    expect(amountText({ kind: 'sats', sats: 250 }, 'sats', true, assets)).toBe('250 sats')
    expect(text({ kind: 'confidential' })).toBe('Confidential')
    // Not yet named by the registry: base units and the id shortened, never L-BTC.
    expect(
      amountText({ kind: 'asset', assetId: fakeTxid('ab'), value: 7 }, 'btc', true, assets),
    ).toBe('7 abababab…abab')
  })
})

describe('fitLabel', () => {
  it('cuts a label longer than a side has room for with an ellipsis', () => {
    expect(fitLabel('short')).toBe('short')
    const cut = fitLabel('x'.repeat(60))
    expect(cut).toHaveLength(maxLabelChars)
    expect(cut.endsWith('…')).toBe(true)
  })
})
