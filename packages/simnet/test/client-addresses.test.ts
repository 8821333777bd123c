import {
  type AddressTxStats,
  addressChainTransactionPages,
  addressTransactionPages,
  type ExplorerClient,
  getAddress,
  getAddressChainTransactions,
  getAddressUtxos,
  getTransactionOutspend,
  HttpRequestError,
  type Transaction,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { SimChain } from '../src/chain/history.js'
import { clientFor, failure } from './client-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

// Address stats, paging and unspent outputs of simnet's main network through the explorer client: the
// stats must add up from the transactions the pages return.

let running: RunningSimnet
let sim: SimChain
let client: ExplorerClient<'main'>

beforeAll(async () => {
  running = await startSimnet()
  sim = await running.simnet.bitcoin('main')
  client = clientFor(running.host)
}, 60_000)

afterAll(() => running.close())

/** Stats of an address computed from its transactions: outputs paying it, inputs spending its outputs. */
function statsFrom(address: string, txs: Transaction[]): AddressTxStats {
  const stats = {
    tx_count: txs.length,
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
  }
  for (const tx of txs) {
    for (const out of tx.vout) {
      if (out.scriptpubkey_address !== address) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += out.value
    }
    for (const input of tx.vin) {
      if (input.prevout?.scriptpubkey_address !== address) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += input.prevout.value
    }
  }
  return stats
}

async function allPages(pages: AsyncGenerator<Transaction[]>): Promise<Transaction[][]> {
  const all: Transaction[][] = []
  for await (const page of pages) all.push(page)
  return all
}

/** Confirmation heights never rise along a newest-first list. */
const newestFirst = (txs: Transaction[]) =>
  txs.every(
    (tx, i) => i === 0 || (tx.status?.block_height ?? 0) <= (txs[i - 1]?.status?.block_height ?? 0),
  )

describe('ordinary addresses', () => {
  // Simnet pays every ordinary output to a fresh script: an address has one transaction that funds it
  // and maybe one that spends it. Found through the chain: one spent, one still holding its coins.
  function addressWhere(what: string, test: (address: string, txids: string[]) => boolean): string {
    for (const [address, txids] of sim.chain.addressChain) {
      if (address !== sim.busyAddress && test(address, txids)) return address
    }
    throw new Error(`no ${what} address`)
  }
  const spendsFrom = (address: string, txids: string[]) =>
    txids.some((txid) => sim.chain.txs.get(txid)?.prevouts.some((p) => p.address === address))

  test.each([
    [
      'spent',
      (address: string, txids: string[]) => txids.length >= 2 && spendsFrom(address, txids),
    ],
    ['holding', (address: string, txids: string[]) => !spendsFrom(address, txids)],
  ])(
    'a %s address: stats add up from its transactions, balance = funded - spent = its utxos',
    async (what, test) => {
      const address = addressWhere(what, test)
      const info = await getAddress(client, { address })
      expect(info.address).toBe(address)
      const pages = await allPages(addressChainTransactionPages(client, { address }))
      const txs = pages.flat()
      expect(txs.length).toBeGreaterThan(0)
      expect(newestFirst(txs)).toBe(true)
      expect(info.chain_stats).toEqual(statsFrom(address, txs))
      expect(info.mempool_stats.tx_count).toBe(0)

      const utxos = await getAddressUtxos(client, { address })
      const balance = info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum
      expect(utxos.reduce((n, u) => n + u.value, 0)).toBe(balance)
      expect(utxos).toHaveLength(
        info.chain_stats.funded_txo_count - info.chain_stats.spent_txo_count,
      )
      expect(utxos.length > 0).toBe(what === 'holding')
      for (const utxo of utxos) {
        const tx = txs.find((t) => t.txid === utxo.txid)
        expect(tx?.vout[utxo.vout]).toMatchObject({
          scriptpubkey_address: address,
          value: utxo.value,
        })
        expect(utxo.status).toEqual(tx?.status)
        expect(await getTransactionOutspend(client, utxo)).toEqual({ spent: false })
      }

      // mempool/electrs paging by after_txid gives the same list.
      const byAfter = (await allPages(addressTransactionPages(client, { address }))).flat()
      expect(byAfter.map((tx) => tx.txid)).toEqual(txs.map((tx) => tx.txid))
    },
  )
})

describe('the busy address (over 20,000 transactions)', () => {
  test('chain pages of 25 to the very end: no repeats, newest first, stats add up', async () => {
    const address = sim.busyAddress
    const info = await getAddress(client, { address })
    expect(info.chain_stats.tx_count).toBeGreaterThan(20_000)
    const pages = await allPages(addressChainTransactionPages(client, { address }))
    // Every page is full but the last; the iterator stopped on the empty page after it.
    expect(pages.length).toBe(Math.ceil(info.chain_stats.tx_count / 25))
    expect(pages.slice(0, -1).every((page) => page.length === 25)).toBe(true)
    const txs = pages.flat()
    const txids = txs.map((tx) => tx.txid)
    expect(new Set(txids).size).toBe(txids.length)
    expect(txids.length).toBe(info.chain_stats.tx_count)
    expect(newestFirst(txs)).toBe(true)
    expect(statsFrom(address, txs)).toEqual(info.chain_stats)
    // The page after the last transaction is empty.
    expect(
      await getAddressChainTransactions(client, { address, lastSeenTxid: txids.at(-1) }),
    ).toEqual([])

    // after_txid pages (50 at a time on mempool/electrs) walk the same list.
    const byAfter: string[] = []
    const sizes: number[] = []
    for await (const page of addressTransactionPages(client, { address })) {
      byAfter.push(...page.map((tx) => tx.txid))
      sizes.push(page.length)
    }
    expect(byAfter).toEqual(txids)
    expect(sizes.slice(0, -1).every((size) => size === 50)).toBe(true)
  }, 120_000)

  test('too many unspent outputs for /utxo: 400, as mempool/electrs refuses over 500', async () => {
    const address = sim.busyAddress
    const { chain_stats: stats } = await getAddress(client, { address })
    expect(stats.funded_txo_count - stats.spent_txo_count).toBeGreaterThan(500)
    const error = await failure(getAddressUtxos(client, { address }))
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 400 })
    expect((error as HttpRequestError).body).toMatch(
      /^Too many unspent transaction outputs \(>500\)/,
    )
  })
})
