import type { LiquidVout } from '@outpoint/explorer-client'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { issuedAsset } from '../../test/assetFixture'
import { TxValue } from './TxValue'
import { renderAt } from './test/renderAt'
import { fakeTxid } from './test/txFixture'

const usdt = fakeTxid('ce')
const issued = issuedAsset(usdt)
const vout = (fields: Partial<LiquidVout>): LiquidVout => ({
  scriptpubkey: '',
  scriptpubkey_asm: '',
  scriptpubkey_type: 'v0_p2wpkh',
  ...fields,
})

afterEach(() => vi.unstubAllGlobals())

describe('TxValue', () => {
  it('names an issued asset from the registry and counts in its precision', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return Response.json(issued)
    })
    renderAt(<TxValue vout={vout({ value: 150_000_000, asset: usdt })} />, '/liquid/tx/x')
    expect(await screen.findByText('1.50000000 USDt')).toBeInTheDocument()
    expect(asked).toEqual([`https://example.test/liquid/api/asset/${usdt}`])
  })

  it('shortens the id of an asset the registry does not know', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }))
    renderAt(<TxValue vout={vout({ value: 7, asset: usdt })} />, '/liquid/tx/x')
    expect(await screen.findByText('7 cececece…cece')).toBeInTheDocument()
  })

  it('says "Confidential" for a blinded amount or asset, without a request', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderAt(
      <>
        <TxValue vout={vout({ valuecommitment: '08aa', assetcommitment: '0abb' })} />
        <TxValue vout={vout({ value: 5, assetcommitment: '0abb' })} />
      </>,
      '/liquid/tx/x',
    )
    expect(screen.getAllByText('Confidential')).toHaveLength(2)
    expect(fetch).not.toHaveBeenCalled()
  })
})
