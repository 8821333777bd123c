// A swap in flight outlives restarts of the service, against a real simnet and a real anvil: each
// "restart" is a new service on the same store file, the old one closed first, as when `npm start`
// restarts a crashed swap service.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSwapClient } from '@outpoint/swap-client'
import { networks, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFileStore } from '../src/store.js'
import { order, start, startWorld, status, type World, waitFor } from './world.js'

let world: World

beforeAll(async () => {
  world = await startWorld()
}, 30_000)

afterAll(async () => {
  await world?.stop()
})

const client = (service: { url: string }) =>
  createSwapClient({ environment: 'testnet', baseUrl: service.url })

it('ETH → BTC goes on to completion across two restarts, the deposit made while it was down', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'swap-restart-')), 'swaps.json')
  // Each service has its own store object on the file, as a new process would.
  const restart = () => world.another({ depositTimeout: 600, store: createFileStore(file) })
  const receiver = payments.p2wpkh({ hash: Buffer.alloc(20, 7), network: networks.bitcoin }).address
  const sender = ((await world.rpc('eth_accounts')) as string[])[4] ?? ''

  const first = await restart()
  const { id, tx } = await start(client(first), order('anvil', 10n ** 17n, sender, receiver ?? ''))
  await first.close()

  // The deposit is mined while no service runs.
  const deposit = await world.rpc('eth_sendTransaction', [
    { from: sender, to: tx.to, value: tx.value, data: tx.data },
  ])
  await world.rpc('evm_mine')

  const second = await restart()
  const paying = await waitFor(
    () => status(client(second), id),
    (transfer) => typeof transfer.toChainTxHash === 'string',
  )
  expect(paying.status).toBe('Pending Destination Chain')
  expect(paying.fromChainTxHash).toBe(deposit)
  await second.close()

  // The payout confirms while no service runs; the next one sees it.
  await world.simnet('/_simnet/mine', { count: 1 })
  const third = await restart()
  const done = await waitFor(
    () => status(client(third), id),
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
