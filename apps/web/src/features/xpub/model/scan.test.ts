import { createExplorerClient, type Transaction } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { deriveAddress } from './derive'
import { readWalletSpec, type WalletSpec } from './descriptor'
import { addressParams } from './networks'
import { scanWallet } from './scan'
import { clientScanApi } from './scanApi'
import { summarizeWallet } from './summary'

const ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
const params = addressParams('main')
const wallet = readWalletSpec(ZPUB) as WalletSpec

const stats = (txCount: number, funded: number) => ({
  funded_txo_count: txCount,
  funded_txo_sum: funded,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: txCount,
})
const empty = stats(0, 0)

/** A data host that knows a few used addresses; it counts requests and can answer 429 first. */
function fakeHost(used: Record<string, number>, rateLimitFirst = false) {
  const asked: string[] = []
  let limited = rateLimitFirst
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '')
    asked.push(path)
    if (limited) {
      limited = false
      return new Response('slow down', { status: 429, headers: { 'retry-after': '0' } })
    }
    const [, address = '', rest] = /^address\/([^/]+)(\/.*)?$/.exec(path) ?? []
    const sats = used[address]
    if (rest === '/txs' || rest === '/utxo') return Response.json([])
    return Response.json({
      address,
      chain_stats: sats ? stats(1, sats) : empty,
      mempool_stats: empty,
    })
  }
  return { fetch, asked }
}

describe('scanning a wallet through the client with an injected fetch', () => {
  it('stops each chain after the gap limit of unused addresses, counting from the last used one', async () => {
    const receive3 = deriveAddress(wallet, params, 0, 3)
    const change0 = deriveAddress(wallet, params, 1, 0)
    const host = fakeHost({ [receive3]: 1000, [change0]: 500 })
    const client = createExplorerClient({
      host: 'h.test',
      network: 'main',
      transport: { fetch: host.fetch },
    })
    const noWait = async () => {}
    const scan = await scanWallet(wallet, params, clientScanApi(client, 0, noWait), { gapLimit: 4 })
    // Receive: 0..2 unused, 3 used, then 4 unused (4..7): 8 asked; change: 0 then 1..4: 5 asked.
    expect(scan.checked).toEqual([8, 5])
    expect(host.asked.filter((p) => /^address\/[^/]+$/.test(p))).toHaveLength(13)
    expect(scan.nextReceiveIndex).toBe(4)
    expect(scan.nextReceiveAddress).toBe(deriveAddress(wallet, params, 0, 4))
    expect(summarizeWallet(scan)).toMatchObject({
      confirmed: 1500,
      unconfirmed: 0,
      usedAddresses: 2,
    })
  })

  it('paces its requests and retries a 429 after its Retry-After', async () => {
    const host = fakeHost({}, true)
    const client = createExplorerClient({
      host: 'h.test',
      network: 'main',
      transport: { fetch: host.fetch },
    })
    // A clock that stands still: each waiting request is told how long to wait for its turn.
    const waits: number[] = []
    const sleep = async (ms: number) => {
      waits.push(ms)
    }
    await scanWallet(
      wallet,
      params,
      clientScanApi(client, 100, sleep, () => 0),
      {
        gapLimit: 3,
        batchSize: 3,
      },
    )
    // 6 addresses, the first answered 429 once then asked again (by the client): 7 requests.
    expect(host.asked).toHaveLength(7)
    // Three asked at once still start 100 ms apart, and the next batch after them.
    expect(waits).toEqual([100, 200, 300, 400, 500])
  })

  it('an abort ends the scan', async () => {
    const host = fakeHost({})
    const client = createExplorerClient({
      host: 'h.test',
      network: 'main',
      transport: { fetch: host.fetch },
    })
    const abort = new AbortController()
    abort.abort(new Error('cancelled'))
    await expect(
      scanWallet(wallet, params, clientScanApi(client, 0), { gapLimit: 20, signal: abort.signal }),
    ).rejects.toThrow('cancelled')
  })
})

function tx(
  txid: string,
  height: number | undefined,
  vin: [string, number][],
  vout: [string, number][],
): Transaction {
  return {
    txid,
    version: 2,
    locktime: 0,
    size: 200,
    weight: 800,
    fee: 100,
    status: height === undefined ? { confirmed: false } : { confirmed: true, block_height: height },
    vin: vin.map(([address, value]) => ({
      txid: '00'.repeat(32),
      vout: 0,
      prevout: {
        scriptpubkey: '',
        scriptpubkey_asm: '',
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: address,
        value,
      },
      scriptsig: '',
      scriptsig_asm: '',
      is_coinbase: false,
      sequence: 0,
    })),
    vout: vout.map(([address, value]) => ({
      scriptpubkey: '',
      scriptpubkey_asm: '',
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: address,
      value,
    })),
  }
}

describe('the wallet as one', () => {
  it('merges the addresses’ histories by txid, newest first, with the net per transaction', () => {
    const info = { address: '', chain_stats: empty, mempool_stats: empty }
    const pay = tx('a1', 10, [['other', 5000]], [['mine1', 4000]])
    const move = tx(
      'b2',
      11,
      [['mine1', 4000]],
      [
        ['mine2', 1000],
        ['other', 2900],
      ],
    )
    const pending = tx('c3', undefined, [['other', 700]], [['mine2', 600]])
    const summary = summarizeWallet({
      used: [
        { chain: 0, index: 0, address: 'mine1', info, transactions: [move, pay], utxos: [] },
        { chain: 1, index: 0, address: 'mine2', info, transactions: [pending, move], utxos: [] },
      ],
      checked: [1, 1],
      nextReceiveIndex: 1,
      nextReceiveAddress: 'next',
    })
    expect(summary.history.map((h) => [h.txid, h.net])).toEqual([
      ['c3', 600],
      ['b2', -3000],
      ['a1', 4000],
    ])
  })
})
