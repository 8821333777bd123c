// A swap in flight outlives restarts of the service, against a real simnet and a real anvil: each
// "restart" is a new service on the same store file, the old one closed first, as when `npm start`
// restarts a crashed swap service.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createSwapClient,
  getQuote,
  getTransferStatus,
  sendTransfer,
  type Transaction,
} from '@outpoint/swap-client'
import { networks, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RunningSwapService } from '../src/server.js'
import { createFileStore } from '../src/store.js'
import { startWorld, type World, waitFor } from './world.js'

let world: World

beforeAll(async () => {
  world = await startWorld()
}, 30_000)

afterAll(async () => {
  await world?.stop()
})

async function status(service: RunningSwapService, id: number): Promise<Transaction> {
  const client = createSwapClient({ environment: 'testnet', baseUrl: service.url })
  const { data, error } = await getTransferStatus(client, { id })
  if (!data) throw new Error(`status ${id}: ${JSON.stringify(error)}`)
  return data
}

it('ETH → BTC goes on to completion across two restarts, the deposit made while it was down', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'swap-restart-')), 'swaps.json')
  // Each service has its own store object on the file, as a new process would.
  const restart = () => world.another({ depositTimeout: 600, store: createFileStore(file) })
  const receiver = payments.p2wpkh({ hash: Buffer.alloc(20, 7), network: networks.bitcoin }).address
  const sender = ((await world.rpc('eth_accounts')) as string[])[4] ?? ''
  const params = {
    fromChain: 'anvil',
    toChain: 'bitcoin',
    tokenSymbol: 'ETH',
    toTokenSymbol: 'BTC',
    fromTokenAddress: '0x0000000000000000000000000000000000000000',
    toTokenAddress: 'btc',
    tokenAmount: (10n ** 17n).toString(),
    fromUserAddress: sender,
    toUserAddress: receiver ?? '',
  }

  const first = await restart()
  const client = createSwapClient({ environment: 'testnet', baseUrl: first.url })
  const { data: quote } = await getQuote(client, params)
  const route = quote?.routes[0]
  if (!route) throw new Error('no route')
  const sent = await sendTransfer(client, { ...params, route: route.route })
  if (!sent.data) throw new Error(`send: ${JSON.stringify(sent.error)}`)
  const { id, tx } = sent.data
  await first.close()

  // The deposit is mined while no service runs.
  const deposit = await world.rpc('eth_sendTransaction', [
    { from: sender, to: tx.to, value: tx.value, data: tx.data },
  ])
  await world.rpc('evm_mine')

  const second = await restart()
  const paying = await waitFor(
    () => status(second, id),
    (transfer) => typeof transfer.toChainTxHash === 'string',
  )
  expect(paying.status).toBe('Pending Destination Chain')
  expect(paying.fromChainTxHash).toBe(deposit)
  await second.close()

  // The payout confirms while no service runs; the next one sees it.
  await world.simnet('/_simnet/mine', { count: 1 })
  const third = await restart()
  const done = await waitFor(
    () => status(third, id),
    (transfer) => transfer.status === 'Completed',
  )
  expect(done.toChainTxHash).toBe(paying.toChainTxHash)
  // Paid once, not once per restart.
  const seen = (await world.simnet(`/api/address/${receiver}`)) as {
    chain_stats: { funded_txo_sum: number; tx_count: number }
    mempool_stats: { tx_count: number }
  }
  expect(seen.chain_stats).toMatchObject({ funded_txo_sum: 664_666, tx_count: 1 })
  expect(seen.mempool_stats.tx_count).toBe(0)
  await third.close()
}, 60_000)
