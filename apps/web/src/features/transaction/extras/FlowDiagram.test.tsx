import type { LiquidTransaction } from '@outpoint/explorer-client'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { issuedAsset } from '../../../test/assetFixture'
import { nativeAssets } from '../model/assets'
import { renderAt } from '../test/renderAt'
import { fakeLiquidTx, fakeTx, fakeTxid, fakeVout } from '../test/txFixture'
import { FlowDiagram } from './FlowDiagram'
import { charWidth } from './flowLabel'

const usdt = fakeTxid('ce')
const native = nativeAssets.liquid ?? ''

afterEach(() => vi.unstubAllGlobals())

describe('FlowDiagram', () => {
  it("labels an issued asset's amount in its units and ticker, a blinded one as Confidential", async () => {
    vi.stubGlobal('fetch', async () => Response.json(issuedAsset(usdt)))
    const base = fakeLiquidTx(native)
    const tx: LiquidTransaction = {
      ...base,
      vout: [
        {
          scriptpubkey: '0014cc',
          scriptpubkey_asm: '',
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: 'ex1qtoken',
          value: 150_000_000,
          asset: usdt,
        },
        ...base.vout,
      ],
    }
    renderAt(<FlowDiagram tx={tx} />, '/liquid/tx/x')
    const outputs = screen.getAllByTestId('tx-flow-output')
    expect(
      await within(outputs[0] as HTMLElement).findByText('ex1qtoken 1.50000000 USDt'),
    ).toBeTruthy()
    expect(outputs[0]).not.toHaveTextContent('L-BTC')
    expect(outputs[1]).toHaveTextContent('ex1qconfidential Confidential')
    expect(outputs[3]).toHaveTextContent('#3 fee 0.00000250 L-BTC')
    // Different assets are not one total: the summary counts bands, it adds no amounts.
    expect(screen.getByRole('img')).toHaveAccessibleName('1 input flow into 4 outputs')
  })

  it('makes room beside the bands for the longest label', () => {
    const tx = fakeTx(1, { vout: [fakeVout(0, { value: 2_100_000_000_000_000 })] })
    renderAt(<FlowDiagram tx={tx} />, '/tx/x')
    const output = screen.getAllByTestId('tx-flow-output')[0] as HTMLElement
    const label = within(output).getByText('bc1qout0 21,000,000.00000000 BTC')
    const [x, , w] = (screen.getByRole('img').getAttribute('viewBox') ?? '').split(' ').map(Number)
    // jsdom lays out no text: the room is the estimate from the labels' length.
    expect(-(x ?? 0)).toBeGreaterThanOrEqual('bc1qin0 0.00050000 BTC'.length * charWidth)
    expect((w ?? 0) + (x ?? 0) - 600).toBeGreaterThanOrEqual(
      (label.textContent ?? '').length * charWidth,
    )
  })
})
