// Whole swaps against a real simnet and a real anvil, driven through our own swap client, as the app
// drives them: quote, send, the deposit on its chain, and the payout or refund seen on the other chain.
import { randomBytes } from 'node:crypto'
import {
  createPlatformClient,
  createSwapClient,
  getChains,
  getTokens,
  getTransferStatus,
  type SwapClient,
  type Transaction,
} from '@outpoint/swap-client'
import { networks, payments } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeSwapId } from '../src/calldata.js'
import { order, start, startWorld, status, type World, waitFor } from './world.js'

const ethAddress = '0x0000000000000000000000000000000000000000'
let world: World
let swap: SwapClient
let accounts: string[]

beforeAll(async () => {
  world = await startWorld()
  swap = createSwapClient({ environment: 'testnet', baseUrl: world.service.url })
  accounts = (await world.rpc('eth_accounts')) as string[]
}, 30_000)

afterAll(async () => {
  await world?.stop()
})

/** A fresh address of simnet's main chain, this test's only. */
function btcAddress(): string {
  const address = payments.p2wpkh({ hash: randomBytes(20), network: networks.bitcoin }).address
  if (!address) throw new Error('no address')
  return address
}

/** A fresh EVM address with no balance. */
function evmAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`
}

const until = (id: number, wanted: Transaction['status'], client = swap) =>
  waitFor(
    () => status(client, id),
    (transfer) => transfer.status === wanted,
  )

describe('the platform API', () => {
  it('lists the two chains and their tokens', async () => {
    const platform = createPlatformClient({ baseUrl: world.service.url })
    const { data: chains } = await getChains(platform, {})
    expect(chains?.map((chain) => [chain.slug, chain.type, chain.id])).toEqual([
      ['bitcoin', 'bitcoin', undefined],
      ['anvil', 'evm', 31337],
    ])
    const { data: tokens } = await getTokens(platform, { chain: 'anvil' })
    expect(tokens).toEqual([
      { symbol: 'ETH', name: 'Ether', address: ethAddress, decimals: 18, chain: 'anvil' },
    ])
  })
})

describe('swaps on the real chains', () => {
  it('ETH → BTC: the wallet deposit on anvil is paid out on simnet', async () => {
    const receiver = btcAddress()
    const sender = accounts[1] ?? ''
    const { quote, route, id, tx } = await start(swap, order('anvil', 10n ** 17n, sender, receiver))
    // 0.1 ETH less 0.3 % at 15 ETH per BTC.
    expect(route.quote.amount).toBe('664666')
    expect(quote.toToken).toMatchObject({ symbol: 'BTC', decimals: 8 })
    expect(tx.to).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(decodeSwapId(tx.data ?? '')).toBe(id)
    expect((await status(swap, id)).status).toBe('Submitted')

    const hash = (await world.rpc('eth_sendTransaction', [
      { from: sender, to: tx.to, value: tx.value, data: tx.data },
    ])) as string
    // The status turns to Pending Destination Chain when the deposit confirms; the payout's hash
    // follows once its send returns (CI's loaded machine once read the status in between).
    const paying = await waitFor(
      () => status(swap, id),
      (transfer) =>
        transfer.status === 'Pending Destination Chain' &&
        typeof transfer.toChainTxHash === 'string',
    )
    expect(paying.fromChainTxHash).toBe(hash)
    const payout = paying.toChainTxHash ?? ''
    expect(payout).toMatch(/^[0-9a-f]{64}$/)
    const seen = (await world.simnet(`/api/address/${receiver}`)) as {
      mempool_stats: { funded_txo_sum: number }
    }
    expect(seen.mempool_stats.funded_txo_sum).toBe(664_666)

    await world.simnet('/_simnet/mine', { count: 1 })
    const done = await until(id, 'Completed')
    expect(done.toAmount).toBe('664666')
    const confirmed = (await world.simnet(`/api/address/${receiver}`)) as {
      chain_stats: { funded_txo_sum: number }
    }
    expect(confirmed.chain_stats.funded_txo_sum).toBe(664_666)
    // The app can follow it by its deposit's hash too.
    const byHash = await getTransferStatus(swap, { txHash: hash })
    expect(byHash.data?.id).toBe(id)
  })

  it('BTC → ETH: a deposit through simnet is paid out on anvil', async () => {
    const receiver = evmAddress()
    const { id, tx } = await start(swap, order('bitcoin', 200_000n, btcAddress(), receiver))
    const meta = tx.meta
    if (!meta) throw new Error('no deposit instruction')
    expect(meta.amount).toBe('200000')
    expect(meta.memo).toContain(String(id))
    const { txid } = (await world.simnet('/_simnet/faucet?network=main', {
      address: meta.recipient,
      amount: 200_000,
    })) as { txid: string }
    const pending = await until(id, 'Pending Source Chain')
    expect(pending.fromChainTxHash).toBe(txid)
    expect(await world.rpc('eth_getBalance', [receiver, 'latest'])).toBe('0x0')

    await world.simnet('/_simnet/mine', { count: 1 })
    const done = await until(id, 'Completed')
    // 0.002 BTC less 0.3 % at 15 ETH per BTC = 0.02991 ETH.
    expect(done.toAmount).toBe('29910000000000000')
    expect(BigInt(String(await world.rpc('eth_getBalance', [receiver, 'latest'])))).toBe(
      29_910_000_000_000_000n,
    )
  })

  it('a wrong ETH deposit is refunded to its sender', async () => {
    const sender = accounts[2] ?? ''
    const { id, tx } = await start(swap, order('anvil', 10n ** 17n, sender, btcAddress()))
    await world.rpc('eth_sendTransaction', [
      { from: sender, to: tx.to, value: '0x16345785d8a000' /* 0.00625 ETH */, data: tx.data },
    ])
    const refunded = await until(id, 'Refunded')
    expect(refunded.errorReason).toMatch(/not the 100000000000000000 asked for/)
    expect(refunded.toChainTxHash).toBeUndefined()
    const refund = (await world.rpc('eth_getTransactionByHash', [refunded.refundChainTxHash])) as {
      to: string
      value: string
    }
    expect(refund.to.toLowerCase()).toBe(sender.toLowerCase())
    expect(BigInt(refund.value)).toBe(0x16345785d8a000n)
  })

  it('a wrong BTC deposit is refunded to the refund address through the faucet', async () => {
    const refundTo = btcAddress()
    const { id, tx } = await start(swap, order('bitcoin', 300_000n, refundTo, evmAddress()))
    await world.simnet('/_simnet/faucet?network=main', {
      address: tx.meta?.recipient,
      amount: 100_000,
    })
    await until(id, 'Pending Source Chain')
    await world.simnet('/_simnet/mine', { count: 1 })
    const refunding = await waitFor(
      () => status(swap, id),
      (transfer) => transfer.refundChainTxHash !== undefined,
    )
    expect(refunding.status).toBe('Refund Required')
    const back = (await world.simnet(`/api/address/${refundTo}`)) as {
      mempool_stats: { funded_txo_sum: number }
    }
    expect(back.mempool_stats.funded_txo_sum).toBe(100_000)
    await world.simnet('/_simnet/mine', { count: 1 })
    const refunded = await until(id, 'Refunded')
    expect(refunded.toChainTxHash).toBeUndefined()
  })

  it('ETH → BTC: a deposit waiting to be mined shows as Pending Source Chain', async () => {
    const sender = accounts[5] ?? ''
    const { id, tx } = await start(swap, order('anvil', 10n ** 17n, sender, btcAddress()))
    await world.rpc('evm_setAutomine', [false])
    try {
      const hash = await world.rpc('eth_sendTransaction', [
        { from: sender, to: tx.to, value: tx.value, data: tx.data },
      ])
      const pending = await until(id, 'Pending Source Chain')
      expect(pending.fromChainTxHash).toBe(hash)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect((await status(swap, id)).status).toBe('Pending Source Chain')
      await world.rpc('evm_mine')
    } finally {
      await world.rpc('evm_setAutomine', [true])
    }
    const paying = await waitFor(
      () => status(swap, id),
      (transfer) => typeof transfer.toChainTxHash === 'string',
    )
    expect(paying.status).toBe('Pending Destination Chain')
  })

  it('fails a swap whose deposit never comes, after its timeout', async () => {
    const hasty = await world.another({ depositTimeout: 1 })
    const client = createSwapClient({ environment: 'testnet', baseUrl: hasty.url })
    const { id } = await start(client, order('anvil', 10n ** 17n, accounts[3] ?? '', btcAddress()))
    expect((await status(client, id)).status).toBe('Submitted')
    const failed = await until(id, 'Failed Source Chain', client)
    expect(failed.errorReason).toBe('No deposit arrived within 1 s.')
    expect(failed.fromChainTxHash).toBeUndefined()
  })
})
