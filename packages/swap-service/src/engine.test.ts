import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { type EngineOptions, type NewSwap, SwapEngine } from './engine.js'
import type { Deposit } from './ports.js'
import { ChainUnreachableError } from './reach.js'
import { createFileStore, type SwapStore } from './store.js'
import { FakeBitcoin, FakeEvm } from './test-doubles.js'

const alice = '0x1111111111111111111111111111111111111111'
const ethToBtc: NewSwap = {
  from: 'anvil',
  to: 'bitcoin',
  amount: 10n ** 18n,
  payout: 6_646_666n,
  fromUserAddress: alice,
  toUserAddress: 'bc1qreceiver',
}

/** A mined deposit of the asked 1 ETH from alice for swap `swapId`; `change` overrides any field. */
function ethDeposit(swapId: number, txHash: string, change: Partial<Deposit> = {}) {
  return { swapId, txHash, amount: 10n ** 18n, confirmed: true, from: alice, ...change }
}

let bitcoin: FakeBitcoin
let evm: FakeEvm
let clock: number
let engine: SwapEngine

/** An engine on this test's fake chains, waiting 60 s for a deposit; `extra` adds or overrides options. */
function makeEngine(extra: Partial<EngineOptions> = {}): SwapEngine {
  return new SwapEngine({ bitcoin, evm, depositTimeoutMs: 60_000, ...extra })
}

beforeEach(() => {
  bitcoin = new FakeBitcoin()
  evm = new FakeEvm()
  clock = 1_000_000
  engine = makeEngine({ now: () => clock })
})

describe('an ETH → BTC swap', () => {
  it('pays out once the deposit is in a block and completes when the payout confirms', async () => {
    const swap = engine.create(ethToBtc)
    expect(swap.status).toBe('Submitted')
    await engine.tick()
    expect(swap.status).toBe('Submitted')
    expect(bitcoin.paid).toEqual([])

    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    await engine.tick()
    expect(swap.status).toBe('Pending Destination Chain')
    expect(bitcoin.paid).toEqual([{ to: 'bc1qreceiver', sats: 6_646_666n }])
    expect(swap.toChainTxHash).toBe('btc-tx-1')
    expect(engine.byTxHash('0xDEP')).toBe(swap)

    await engine.tick()
    expect(swap.status).toBe('Pending Destination Chain')
    bitcoin.states.set('btc-tx-1', 'confirmed')
    clock += 5_000
    await engine.tick()
    expect(swap.status).toBe('Completed')
    expect(swap.completedAt).toBe(clock)
    expect(bitcoin.paid).toHaveLength(1)
  })

  it('follows a deposit waiting to be mined, and takes its replacement when that is mined', async () => {
    const swap = engine.create(ethToBtc)
    const waiting = ethDeposit(swap.id, '0xslow', { confirmed: false })
    evm.incoming.push(waiting)
    await engine.tick()
    expect(swap.status).toBe('Pending Source Chain')
    expect(swap.fromChainTxHash).toBe('0xslow')
    evm.incoming.push(waiting)
    clock += 120_000
    await engine.tick()
    expect(swap.status).toBe('Pending Source Chain')
    expect(bitcoin.paid).toEqual([])
    evm.incoming.push({ ...waiting, txHash: '0xfast', confirmed: true })
    await engine.tick()
    expect(swap.status).toBe('Pending Destination Chain')
    expect(swap.fromChainTxHash).toBe('0xfast')
    expect(bitcoin.paid).toHaveLength(1)
  })

  it('ignores a deposit naming an unknown swap or one that already has its deposit', async () => {
    const swap = engine.create(ethToBtc)
    evm.incoming.push({ swapId: 99, txHash: '0xa', amount: 1n, confirmed: true, from: alice })
    evm.incoming.push(ethDeposit(swap.id, '0xb'))
    evm.incoming.push(ethDeposit(swap.id, '0xc'))
    await engine.tick()
    expect(swap.fromChainTxHash).toBe('0xb')
    expect(bitcoin.paid).toHaveLength(1)
  })

  it('refunds a deposit off by more than the tolerance to its sender, from the deposit account', async () => {
    const swap = engine.create(ethToBtc)
    const sender = '0x2222222222222222222222222222222222222222'
    evm.incoming.push(ethDeposit(swap.id, '0xdep', { amount: 5n * 10n ** 17n, from: sender }))
    await engine.tick()
    expect(swap.status).toBe('Refund Required')
    expect(swap.errorReason).toMatch(/500000000000000000, not the 1000000000000000000/)
    expect(evm.paid).toEqual([{ to: sender, wei: 5n * 10n ** 17n, account: 'deposit' }])
    expect(bitcoin.paid).toEqual([])
    evm.states.set('0xevm1', 'confirmed')
    await engine.tick()
    expect(swap.status).toBe('Refunded')
    expect(swap.refundChainTxHash).toBe('0xevm1')
  })

  it('accepts a deposit within 1 % of the amount', async () => {
    const swap = engine.create(ethToBtc)
    evm.incoming.push(ethDeposit(swap.id, '0xdep', { amount: 995n * 10n ** 15n }))
    await engine.tick()
    expect(swap.status).toBe('Pending Destination Chain')
  })

  it('fails when no deposit arrives within the timeout, and not before', async () => {
    const swap = engine.create(ethToBtc)
    clock += 60_000
    await engine.tick()
    expect(swap.status).toBe('Submitted')
    clock += 1
    await engine.tick()
    expect(swap.status).toBe('Failed Source Chain')
    expect(swap.errorReason).toBe('No deposit arrived within 60 s.')
    evm.incoming.push(ethDeposit(swap.id, '0xlate'))
    await engine.tick()
    expect(swap.status).toBe('Failed Source Chain')
    expect(bitcoin.paid).toEqual([])
  })

  it('retries a payout that throws and gives up after five attempts', async () => {
    bitcoin.failPayments = true
    const swap = engine.create(ethToBtc)
    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    for (let round = 0; round < 4; round++) await engine.tick()
    expect(swap.status).toBe('Pending Destination Chain')
    expect(swap.errorReason).toMatch(/faucet down/)
    await engine.tick()
    expect(swap.status).toBe('Failed Destination Chain')
  })
})

describe('a chain that does not answer', () => {
  it('is said once per swap while it stays down, and again when it answers', async () => {
    const lines: string[] = []
    const logged = makeEngine({
      log: (line) => lines.push(line),
    })
    const swap = logged.create(ethToBtc)
    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    await logged.tick()
    const answer = bitcoin.txState.bind(bitcoin)
    bitcoin.txState = () => Promise.reject(new Error('fetch failed'))
    for (let round = 0; round < 3; round++) await logged.tick()
    bitcoin.txState = answer
    await logged.tick()
    expect(
      lines.filter((line) => line !== `swap ${swap.id}: deposit 0xdep of ${10n ** 18n}`),
    ).toEqual([`swap ${swap.id}: fetch failed`, `swap ${swap.id}: its chains answer again`])
  })

  it('says a round whose deposit watch fails once while it stays down, and again when it answers', async () => {
    const lines: string[] = []
    const logged = makeEngine({ log: (line) => lines.push(line) })
    const watch = evm.newDeposits.bind(evm)
    evm.newDeposits = () => Promise.reject(new Error('fetch failed'))
    for (let round = 0; round < 3; round++) await logged.tick()
    evm.newDeposits = watch
    await logged.tick()
    expect(lines).toEqual(['round: fetch failed', 'round: the chains answer again'])
  })
})

describe('a payout whose chain refuses the connection', () => {
  it('waits for the chain without spending its attempts, then goes out', async () => {
    const lines: string[] = []
    const logged = makeEngine({
      log: (line) => lines.push(line),
    })
    const swap = logged.create(ethToBtc)
    const pay = bitcoin.pay.bind(bitcoin)
    bitcoin.pay = () =>
      Promise.reject(new ChainUnreachableError('simnet is not reachable at http://127.0.0.1:8999'))
    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    // More rounds than the attempts after which a payout that throws fails.
    for (let round = 0; round < 8; round++) await logged.tick()
    expect(swap).toMatchObject({ status: 'Pending Destination Chain', attempts: 0 })
    expect(swap.sending).toBeUndefined()
    expect(lines).toContain(`swap ${swap.id}: simnet is not reachable at http://127.0.0.1:8999`)
    bitcoin.pay = pay
    await logged.tick()
    expect(bitcoin.paid).toEqual([{ to: 'bc1qreceiver', sats: 6_646_666n }])
    expect(swap.toChainTxHash).toBe('btc-tx-1')
  })
})

describe('a BTC → ETH swap', () => {
  const btcToEth: NewSwap = {
    from: 'bitcoin',
    to: 'anvil',
    amount: 100_000n,
    payout: 14_955_000_000_000_000n,
    fromUserAddress: '',
    toUserAddress: alice,
    depositAddress: 'bc1qdeposit',
  }

  it('moves from the mempool to confirmation, then pays ETH from the liquidity account', async () => {
    const swap = engine.create(btcToEth)
    await engine.tick()
    expect(swap.status).toBe('Submitted')
    bitcoin.deposits.set('bc1qdeposit', [{ txHash: 'btcdep', amount: 100_000n, confirmed: false }])
    await engine.tick()
    expect(swap.status).toBe('Pending Source Chain')
    expect(swap.fromChainTxHash).toBe('btcdep')
    // A deposit seen in the mempool does not time out.
    clock += 120_000
    await engine.tick()
    expect(swap.status).toBe('Pending Source Chain')
    bitcoin.deposits.set('bc1qdeposit', [{ txHash: 'btcdep', amount: 100_000n, confirmed: true }])
    await engine.tick()
    expect(evm.paid).toEqual([{ to: alice, wei: 14_955_000_000_000_000n, account: 'liquidity' }])
    evm.states.set('0xevm1', 'confirmed')
    await engine.tick()
    expect(swap.status).toBe('Completed')
    expect(swap.toChainTxHash).toBe('0xevm1')
  })

  it('keeps Refund Required when a wrong deposit has nowhere to go back to', async () => {
    const swap = engine.create(btcToEth)
    bitcoin.deposits.set('bc1qdeposit', [{ txHash: 'btcdep', amount: 50_000n, confirmed: true }])
    await engine.tick()
    await engine.tick()
    expect(swap.status).toBe('Refund Required')
    expect(swap.errorReason).toMatch(/No refund address/)
    expect(bitcoin.paid).toEqual([])
  })

  it('refunds a wrong deposit to the refund address through the faucet', async () => {
    const swap = engine.create({ ...btcToEth, refundAddress: 'bc1qrefund' })
    bitcoin.deposits.set('bc1qdeposit', [{ txHash: 'btcdep', amount: 50_000n, confirmed: true }])
    await engine.tick()
    expect(bitcoin.paid).toEqual([{ to: 'bc1qrefund', sats: 50_000n }])
    bitcoin.states.set('btc-tx-1', 'confirmed')
    await engine.tick()
    expect(swap.status).toBe('Refunded')
    expect(evm.paid).toEqual([])
  })
})

describe('across a restart, with a store', () => {
  let store: SwapStore
  const lines: string[] = []
  /** An engine as the service makes one: given what the store holds, saving to it. */
  const engineOn = (from: SwapStore) =>
    makeEngine({
      now: () => clock,
      log: (line) => lines.push(line),
      swaps: from.load().swaps,
      save: (swaps) => from.save({ swaps }),
    })

  beforeEach(() => {
    store = createFileStore(join(mkdtempSync(join(tmpdir(), 'swap-engine-')), 'swaps.json'))
    lines.length = 0
  })

  it('stores a swap as it is created, and a new engine on the store carries it to completion', async () => {
    const before = engineOn(store)
    const swap = before.create(ethToBtc)
    expect(store.load().swaps).toEqual([swap])

    // The service stops; the deposit comes meanwhile; it starts again.
    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    const after = engineOn(store)
    await after.tick()
    const resumed = after.swaps.get(swap.id)
    expect(resumed?.status).toBe('Pending Destination Chain')
    expect(bitcoin.paid).toEqual([{ to: 'bc1qreceiver', sats: 6_646_666n }])
    expect(store.load().swaps[0]).toMatchObject({ toChainTxHash: 'btc-tx-1' })

    // Stopped again while the payout waits for its block: the next one follows it, paying nothing more.
    const last = engineOn(store)
    bitcoin.states.set('btc-tx-1', 'confirmed')
    await last.tick()
    expect(last.swaps.get(swap.id)?.status).toBe('Completed')
    expect(bitcoin.paid).toHaveLength(1)
    expect(store.load().swaps[0]?.status).toBe('Completed')
    // Ids go on after the stored ones.
    expect(last.create(ethToBtc).id).toBe(swap.id + 1)
  })

  it('never sends twice a payout that was under way when the service stopped', async () => {
    const before = engineOn(store)
    const swap = before.create(ethToBtc)
    // The payout's send never answers: the service dies in the middle of it.
    bitcoin.pay = () => new Promise<string>(() => {})
    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    void before.tick()
    await expect.poll(() => store.load().swaps[0]?.sending).toBe(true)

    // Were it sent again, this would record it (the send above still hangs).
    const sent: string[] = []
    bitcoin.pay = async (to) => {
      sent.push(to)
      return 'btc-tx-again'
    }
    const after = engineOn(store)
    await after.tick()
    await after.tick()
    expect(sent).toEqual([])
    const resumed = after.swaps.get(swap.id)
    expect(resumed?.status).toBe('Pending Destination Chain')
    expect(resumed?.toChainTxHash).toBeUndefined()
    expect(resumed?.errorReason).toMatch(/stopped while sending the payout.*not sent again/)
    expect(lines).toContain(`swap ${swap.id}: ${resumed?.errorReason}`)
  })

  it('keeps a failed send stored as not under way, so that it is tried again', async () => {
    bitcoin.failPayments = true
    const swap = engineOn(store).create(ethToBtc)
    evm.incoming.push({ ...ethDeposit(swap.id, '0xdep') })
    const before = engineOn(store)
    await before.tick()
    expect(store.load().swaps[0]).toMatchObject({ attempts: 1 })
    expect(store.load().swaps[0]?.sending).toBeUndefined()
    bitcoin.failPayments = false
    await engineOn(store).tick()
    expect(bitcoin.paid).toHaveLength(1)
  })

  it('refuses a swap it cannot store, rather than lose it with its deposit on a restart', () => {
    const refusing = makeEngine({
      save: () => {
        throw new Error('ENOSPC: no space left on device')
      },
    })
    expect(() => refusing.create(ethToBtc)).toThrow(
      'the swap could not be stored: ENOSPC: no space left on device',
    )
    expect(refusing.swaps.size).toBe(0)
  })

  it('holds a payout back while the store refuses it, and sends it once it takes it', async () => {
    let full = false
    const flaky = makeEngine({
      now: () => clock,
      log: (line) => lines.push(line),
      save: (swaps) => {
        if (full) throw new Error('ENOSPC')
        store.save({ swaps })
      },
    })
    const swap = flaky.create(ethToBtc)
    full = true
    evm.incoming.push(ethDeposit(swap.id, '0xdep'))
    await flaky.tick()
    expect(bitcoin.paid).toEqual([])
    expect(swap.sending).toBeUndefined()
    expect(lines).toContain(`swap ${swap.id}: not sent, since storing the swap failed: ENOSPC`)
    full = false
    await flaky.tick()
    expect(bitcoin.paid).toHaveLength(1)
  })
})
