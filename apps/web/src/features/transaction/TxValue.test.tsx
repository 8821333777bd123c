import type { LiquidVout } from '@outpoint/explorer-client'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TxValue } from './TxValue'
import { renderAt } from './test/renderAt'
import { fakeTxid } from './test/txFixture'

const usdt = fakeTxid('ce')
const issued = {
  asset_id: usdt,
  issuance_txin: { txid: fakeTxid('01'), vin: 0 },
  issuance_prevout: { txid: fakeTxid('02'), vout: 0 },
  reissuance_token: fakeTxid('03'),
  contract_hash: fakeTxid('04'),
  status: {
    confirmed: true,
    block_height: 1035,
    block_hash: fakeTxid('05'),
    block_time: 1538390610,
  },
  // Whole stats and contract, as electrs sends them: the client checks every field at the door.
  chain_stats: {
    tx_count: 58,
    issuance_count: 21,
    issued_amount: 2_000_000_000_000_000,
    burned_amount: 0,
    has_blinded_issuances: false,
    reissuance_tokens: 100_000_000,
    burned_reissuance_tokens: 0,
  },
  mempool_stats: {
    tx_count: 0,
    issuance_count: 0,
    issued_amount: 0,
    burned_amount: 0,
    has_blinded_issuances: false,
    reissuance_tokens: null,
    burned_reissuance_tokens: 0,
  },
  contract: {
    entity: { domain: 'tether.to' },
    issuer_pubkey: `03${fakeTxid('06')}`,
    name: 'Tether USD',
    precision: 8,
    ticker: 'USDt',
    version: 0,
  },
  entity: { domain: 'tether.to' },
  ticker: 'USDt',
  name: 'Tether USD',
  precision: 8,
}
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
