import { describe, expect, it } from 'vitest'
import type { Notice } from './model/notices'
import type { Watch } from './model/watches'
import {
  createWatchPoller,
  newPollMemory,
  type PolledPayment,
  type WatchPollerParts,
} from './watchPoller'
import type { WatchFigures } from './watchQueries'

const me = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const other = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'
const txid = 'ab'.repeat(32)
const addrWatch: Watch = { type: 'address', network: 'main', id: me, added: 0 }
const txWatch: Watch = { type: 'transaction', network: 'main', id: txid, added: 0 }

const payment = (id: string, to: string, value: number, confirmed = false): PolledPayment =>
  ({
    txid: id,
    status: { confirmed },
    vin: [{ prevout: { scriptpubkey_address: other, value: value + 1_000 } }],
    vout: [{ scriptpubkey_address: to, value }],
  }) as unknown as PolledPayment

/** A service the test moves: its tip, each watch's figures, the address's transactions. */
function rig(watches: Watch[], memory = newPollMemory()) {
  const service = {
    tip: 100,
    figures: new Map<string, WatchFigures>(),
    payments: [] as PolledPayment[],
    mined: new Map<string, number>(),
    hidden: false,
    requests: [] as string[],
  }
  const published: Notice[] = []
  const parts: WatchPollerParts = {
    tipHeight: async () => {
      service.requests.push('tip')
      return service.tip
    },
    refresh: async (watch) => {
      service.requests.push(`refresh ${watch.id}`)
      return service.figures.get(watch.id)
    },
    minedAt: (id) => service.mined.get(id),
    addressTransactions: async (address) => {
      service.requests.push(`txs ${address}`)
      return service.payments
    },
    publish: (notices) => published.push(...notices),
    confirmations: () => 3,
    hidden: () => service.hidden,
    now: () => 7,
  }
  return { service, published, parts, poller: createWatchPoller(watches, parts, memory) }
}

describe('createWatchPoller', () => {
  it('notices a payment to a watched address that arrived since the last round, not what it had', async () => {
    const { service, published, poller } = rig([addrWatch])
    service.figures.set(me, { type: 'address', sats: 5_000, txCount: 1 })
    service.payments = [payment('01'.repeat(32), me, 5_000, true)]
    await poller.poll()
    expect(published).toEqual([])

    // Same count: the address's transactions are not asked again.
    service.requests.length = 0
    await poller.poll()
    expect(service.requests).toEqual(['tip', `refresh ${me}`])

    const fresh = payment('02'.repeat(32), me, 12_345)
    service.figures.set(me, { type: 'address', sats: 17_345, txCount: 2 })
    service.payments = [fresh, ...service.payments]
    await poller.poll()
    expect(published).toEqual([
      {
        kind: 'received',
        network: 'main',
        address: me,
        txid: fresh.txid,
        sats: 12_345,
        confirmed: false,
        at: 7,
      },
    ])
  })

  it('notices a spend from the watched address as sent', async () => {
    const { service, published, poller } = rig([addrWatch])
    service.figures.set(me, { type: 'address', sats: 0, txCount: 0 })
    await poller.poll()
    const spend = {
      txid: '03'.repeat(32),
      status: { confirmed: true },
      vin: [{ prevout: { scriptpubkey_address: me, value: 9_000 } }],
      vout: [{ scriptpubkey_address: other, value: 8_000 }],
    } as unknown as PolledPayment
    service.figures.set(me, { type: 'address', sats: 0, txCount: 1 })
    service.payments = [spend]
    await poller.poll()
    expect(published).toMatchObject([
      { kind: 'sent', txid: spend.txid, sats: 9_000, confirmed: true },
    ])
  })

  it('notices the wanted confirmation when the tip passes it, even two blocks in one interval', async () => {
    const { service, published, poller } = rig([txWatch])
    service.figures.set(txid, { type: 'transaction', confirmed: false, height: null })
    await poller.poll()
    service.tip = 101
    service.mined.set(txid, 101)
    service.figures.set(txid, { type: 'transaction', confirmed: true, height: 101 })
    await poller.poll()
    expect(published).toEqual([])
    // 101 to 104: from 1 confirmation to 4, past the 3 wanted.
    service.tip = 104
    await poller.poll()
    expect(published).toEqual([
      { kind: 'confirmed', network: 'main', txid, confirmations: 3, at: 7 },
    ])
    service.tip = 105
    await poller.poll()
    expect(published).toHaveLength(1)
  })

  it('says nothing of confirmations a transaction had when the watching began', async () => {
    const { service, published, poller } = rig([txWatch])
    service.mined.set(txid, 90)
    service.figures.set(txid, { type: 'transaction', confirmed: true, height: 90 })
    await poller.poll()
    service.tip = 101
    await poller.poll()
    expect(published).toEqual([])
  })

  it('a poller built again with the same memory goes on from the last round (a watch added meanwhile)', async () => {
    const memory = newPollMemory()
    const first = rig([addrWatch, txWatch], memory)
    first.service.figures.set(me, { type: 'address', sats: 0, txCount: 0 })
    first.service.figures.set(txid, { type: 'transaction', confirmed: true, height: 101 })
    first.service.mined.set(txid, 101)
    await first.poller.poll()
    first.poller.stop()

    // Between the rounds: a payment arrives and two blocks give the transaction its 3 confirmations.
    const again = rig([addrWatch, txWatch], memory)
    again.service.payments = [payment('04'.repeat(32), me, 700)]
    again.service.figures.set(me, { type: 'address', sats: 700, txCount: 1 })
    again.service.figures.set(txid, { type: 'transaction', confirmed: true, height: 101 })
    again.service.mined.set(txid, 101)
    again.service.tip = 103
    await again.poller.poll()
    expect(again.published).toMatchObject([
      { kind: 'received', txid: '04'.repeat(32), sats: 700 },
      { kind: 'confirmed', txid, confirmations: 3 },
    ])
  })

  it('a watch whose figures fail is tried again next round; its known height still meets the tip', async () => {
    const { service, published, parts, poller } = rig([addrWatch, txWatch])
    service.figures.set(me, { type: 'address', sats: 0, txCount: 0 })
    service.figures.set(txid, { type: 'transaction', confirmed: true, height: 101 })
    service.mined.set(txid, 101)
    await poller.poll()
    const refresh = parts.refresh
    parts.refresh = async () => {
      throw new Error('429')
    }
    service.tip = 103
    await poller.poll()
    expect(published).toMatchObject([{ kind: 'confirmed', confirmations: 3 }])
    parts.refresh = refresh
  })

  it('asks nothing while the tab is hidden or after stop, and tries a failed round again', async () => {
    const { service, poller } = rig([txWatch])
    service.hidden = true
    await poller.poll()
    expect(service.requests).toEqual([])
    service.hidden = false
    let fail = true
    const original = service.tip
    Object.defineProperty(service, 'tip', {
      get: () => {
        if (fail) throw new Error('offline')
        return original
      },
    })
    await poller.poll()
    expect(service.requests).toEqual(['tip'])
    fail = false
    await poller.poll()
    expect(service.requests).toEqual(['tip', 'tip', `refresh ${txid}`])
    poller.stop()
    await poller.poll()
    expect(service.requests).toHaveLength(3)
  })
})
