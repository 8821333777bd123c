import {
  type ExplorerClient,
  getAddressMempoolTransactions,
  getMempoolTxids,
  getTransaction,
  getTransactionStatus,
  NotFoundError,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Coin } from '../src/chain/builder.js'
import type { SimChain } from '../src/chain/history.js'
import { clientFor, failure } from './client-helpers.js'
import {
  type ControlledSimnet,
  freshAddress,
  ledgerProblems,
  startControlled,
} from './control-helpers.js'
import { startSimnet } from './start-simnet.js'
import { TestClient } from './ws-helpers.js'

let service: ControlledSimnet
let client: ExplorerClient<'main'>
let sim: SimChain

beforeAll(async () => {
  service = await startControlled()
  client = clientFor(service.host)
  sim = await service.simnet.bitcoin('main')
})

afterAll(async () => {
  await service.close()
})

/** `POST /_simnet/faucet`, answering the txid; fails the test on any other answer. */
async function pay(address: string, amount: number, network = 'main'): Promise<string> {
  const answer = await service.call('POST', `/_simnet/faucet?network=${network}`, {
    address,
    amount,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect(answer.headers.get('content-type')).toBe('application/json')
  const { txid } = answer.body as { txid: string }
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  return txid
}

describe('POST /_simnet/faucet', () => {
  it('pays a bech32 address from confirmed coins: at /api/tx/:txid and in its mempool txs', async () => {
    const address = freshAddress('p2wpkh', 31)
    expect(address).toMatch(/^bc1q/)
    const txid = await pay(address, 250_000)

    const tx = await getTransaction(client, { txid })
    expect(tx.status?.confirmed).toBe(false)
    const paid = tx.vout.filter((o) => o.scriptpubkey_address === address)
    expect(paid.map((o) => o.value)).toEqual([250_000])
    // Final, not replaceable: a deposit it funds is not one the payer could take back.
    for (const input of tx.vin) expect(input.sequence).toBe(0xffffffff)
    // Spends confirmed coins only, so no fee bump of a parent can evict it.
    for (const input of tx.vin) {
      expect((await getTransactionStatus(client, { txid: input.txid })).confirmed).toBe(true)
    }
    expect(tx.fee / (tx.weight / 4)).toBeGreaterThanOrEqual(20)
    expect(tx.fee / (tx.weight / 4)).toBeLessThan(20.1)

    expect(await getMempoolTxids(client)).toContain(txid)
    const pending = await getAddressMempoolTransactions(client, { address })
    expect(pending.map((t) => t.txid)).toEqual([txid])
    expect(
      pending[0]?.vout.filter((o) => o.scriptpubkey_address === address).map((o) => o.value),
    ).toEqual([250_000])
    expect(ledgerProblems(sim)).toEqual([])
  })

  it("leaves the paid coin to the address's owner: simnet's users never spend it, only the change", async () => {
    const address = freshAddress('p2wpkh', 37)
    const txid = await pay(address, 1_994_000)
    const tx = await getTransaction(client, { txid })
    const paid = tx.vout.findIndex((o) => o.scriptpubkey_address === address)
    const held = sim.wallet.list().filter((coin) => coin.txid === txid)
    expect(held.map((coin) => coin.vout)).toEqual(
      tx.vout.flatMap((_, vout) => (vout === paid ? [] : [vout])),
    )
    expect(held.length).toBeGreaterThan(0)
  })

  it('pays base58 addresses (P2PKH and P2SH), pushed to a tracking websocket as it arrives', async () => {
    const ws = await TestClient.open(`ws://${service.host}/api/v1/ws`)
    try {
      for (const [kind, prefix, seed, amount] of [
        ['p2pkh', '1', 32, 54_321],
        ['p2sh', '3', 33, 1_000_000],
      ] as const) {
        const address = freshAddress(kind, seed)
        expect(address.startsWith(prefix)).toBe(true)
        ws.send({ 'track-address': address, action: 'ping' })
        const from = ws.frames.length
        await ws.next('pong', from)
        const txid = await pay(address, amount)

        const pushed = await ws.next('address-transactions', from)
        const [arrived] = pushed['address-transactions'] as {
          txid: string
          vout: { scriptpubkey_address?: string; value: number }[]
        }[]
        expect(arrived?.txid).toBe(txid)
        expect(
          arrived?.vout.filter((o) => o.scriptpubkey_address === address).map((o) => o.value),
        ).toEqual([amount])

        const tx = await getTransaction(client, { txid })
        expect(tx.vout).toContainEqual(
          expect.objectContaining({ scriptpubkey_address: address, value: amount }),
        )
        const pending = await getAddressMempoolTransactions(client, { address })
        expect(pending.map((t) => t.txid)).toEqual([txid])
      }
    } finally {
      ws.close()
    }
  })

  it('pays on the network asked for, and mining confirms it', async () => {
    const address = freshAddress('p2wpkh', 34, 'regtest')
    expect(address).toMatch(/^bcrt1q/)
    const txid = await pay(address, 10_000, 'regtest')
    const regtest = clientFor(service.host, 'regtest')
    expect(await getMempoolTxids(regtest)).toContain(txid)
    expect(await failure(getTransaction(client, { txid }))).toBeInstanceOf(NotFoundError)
    await service.call('POST', '/_simnet/mine?network=regtest', { count: 3 })
    expect((await getTransactionStatus(regtest, { txid })).confirmed).toBe(true)
  })

  it('pays up to its cap of 10 BTC', async () => {
    const address = freshAddress('p2wpkh', 35)
    const txid = await pay(address, 1_000_000_000)
    const tx = await getTransaction(client, { txid })
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: address, value: 1_000_000_000 }),
    )
  })
})

describe('POST /_simnet/faucet refusals', () => {
  it('answers 400 with a JSON error naming what is wrong, and pays nothing', async () => {
    const address = freshAddress('p2wpkh', 36)
    const cases: [string, unknown, RegExp][] = [
      ['', { amount: 10_000 }, /"address" is required/],
      ['', { address: '', amount: 10_000 }, /"address" is required/],
      ['', { address: 42, amount: 10_000 }, /"address" must be a string/],
      ['', { address: 'bc1qnotanaddress', amount: 10_000 }, /"address" is not a main address/],
      [
        '',
        { address: freshAddress('p2wpkh', 36, 'testnet'), amount: 10_000 },
        /"address" is not a main address: "tb1q/,
      ],
      [
        '?network=testnet',
        { address, amount: 10_000 },
        /"address" is not a testnet address: "bc1q/,
      ],
      ['', { address }, /"amount" is required/],
      ['', { address, amount: 0 }, /"amount" must be a positive integer of sats, not 0/],
      ['', { address, amount: -5 }, /"amount" must be a positive integer of sats, not -5/],
      ['', { address, amount: 1.5 }, /"amount" must be a positive integer of sats, not 1.5/],
      ['', { address, amount: '1000' }, /"amount" must be a positive integer of sats, not "1000"/],
      ['', { address, amount: 545 }, /"amount" of 545 sats is dust: pay 546 or more/],
      [
        '',
        { address, amount: 1_000_000_001 },
        /"amount" of 1000000001 sats is over the faucet's cap of 1000000000 sats \(10 BTC\)/,
      ],
      ['', { address, amount: 10_000, feeRate: 2 }, /Unknown field "feeRate"/],
      ['', '{"address":', /The body is not valid JSON/],
      ['?network=liquid', { address, amount: 10_000 }, /Unknown network "liquid": expected main,/],
    ]
    const mempool = sim.chain.mempool.size
    const walletSize = sim.wallet.size
    for (const [query, body, error] of cases) {
      const answer = await service.call('POST', `/_simnet/faucet${query}`, body)
      const what = `${query} ${JSON.stringify(body)}`
      expect(answer.status, what).toBe(400)
      expect(answer.headers.get('content-type'), what).toBe('application/json')
      expect(answer.body, what).toEqual({ error: expect.stringMatching(error) })
    }
    expect(sim.chain.mempool.size).toBe(mempool)
    expect(sim.wallet.size).toBe(walletSize)
    expect(await getAddressMempoolTransactions(client, { address })).toEqual([])
  })

  it('refuses with 400 when simnet has only unconfirmed coins left, and keeps them', async () => {
    // The change of an earlier faucet payment is the users' too, but unconfirmed.
    const changeTxid = await pay(freshAddress('p2wpkh', 37), 100_000)
    const all: Coin[] = []
    for (let coin = sim.wallet.take(); coin; coin = sim.wallet.take()) all.push(coin)
    const unconfirmed = all.filter((c) => sim.chain.mempool.has(c.txid))
    expect(unconfirmed.map((c) => c.txid)).toContain(changeTxid)
    const spare = unconfirmed.reduce((n, c) => n + c.value, 0)
    expect(spare).toBeGreaterThan(20_000)
    try {
      for (const coin of unconfirmed) sim.wallet.add(coin)
      const mempool = sim.chain.mempool.size
      const answer = await service.call('POST', '/_simnet/faucet', {
        address: freshAddress('p2wpkh', 38),
        amount: 10_000,
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        error: "Simnet's confirmed funds on main cannot pay 10000 sats plus fees at 20 sat/vB",
      })
      expect(sim.chain.mempool.size).toBe(mempool)
      expect(sim.wallet.size).toBe(unconfirmed.length)
    } finally {
      while (sim.wallet.take());
      for (const coin of all) sim.wallet.add(coin)
    }
    // With its confirmed coins back, it pays again.
    await pay(freshAddress('p2wpkh', 38), 10_000)
  })

  it('does not exist without control: 404 as any unknown path', async () => {
    const off = await startSimnet({ params: { main: { historyBlocks: 120, fullBlocks: 5 } } })
    try {
      const response = await fetch(`http://${off.host}/_simnet/faucet`, {
        method: 'POST',
        body: JSON.stringify({ address: freshAddress('p2wpkh', 39), amount: 10_000 }),
      })
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('endpoint does not exist "/_simnet/faucet"')
    } finally {
      await off.close()
    }
  })
})
