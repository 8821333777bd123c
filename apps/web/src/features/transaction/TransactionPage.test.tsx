import type { Transaction } from '@outpoint/explorer-client'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../test/fakeFeeds'
import { renderApp } from '../../test/renderApp'
import { nativeAssets } from './model/assets'
import { fakeLiquidTx, fakeTx, fakeTxid } from './test/txFixture'

const txid = fakeTxid('ab')
let served: Transaction | undefined
let cpfp: object | undefined
let rbf: object | undefined
/** When set, the CPFP answer waits for it. */
let held: Promise<Response> | undefined
let asked: string[] = []

beforeEach(() => {
  served = undefined
  cpfp = undefined
  rbf = undefined
  held = undefined
  asked = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    if (url.endsWith(`/tx/${txid}`) && served) return Response.json(served)
    if (url.endsWith(`/v1/cpfp/${txid}`) && held) return held
    if (url.endsWith(`/v1/cpfp/${txid}`) && cpfp) return Response.json(cpfp)
    if (url.endsWith(`/v1/tx/${txid}/rbf`) && rbf) return Response.json(rbf)
    if (url.endsWith('/blocks/tip/height')) return new Response('900004')
    if (url.endsWith('/v1/difficulty-adjustment')) {
      // The whole answer: the client checks every field of it at the door.
      return Response.json({
        progressPercent: 1,
        difficultyChange: 0,
        estimatedRetargetDate: 1_760_000_000_000,
        remainingBlocks: 9,
        remainingTime: 5_400_000,
        previousRetarget: 1.2,
        previousTime: 1_759_000_000,
        nextRetargetHeight: 900_013,
        timeAvg: 600_000,
        adjustedTimeAvg: 600_000,
        timeOffset: 0,
        expectedBlocks: 2006.5,
      })
    }
    return new Response('not found', { status: 404 })
  })
})
afterEach(() => vi.unstubAllGlobals())

function feedOf(feeds: Map<string, FakeFeed>): FakeFeed {
  const feed = [...feeds.values()][0]
  if (!feed) throw new Error('no live feed opened')
  return feed
}

const unconfirmed = () => fakeTx(2, { status: { confirmed: false } })
const block = (height: number) => ({ key: 'block', data: { height, id: fakeTxid('0f') } })

describe('TransactionPage', () => {
  it('names a bad id and asks the service nothing', async () => {
    renderApp(`/tx/${txid}:12x`)
    expect(await screen.findByTestId('tx-invalid')).toHaveTextContent(
      '"12x" is not an output number',
    )
    renderApp('/testnet/tx/abc')
    expect(await screen.findByText(/is 64 hex digits; this has 3 characters/)).toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('says a transaction the service only knows as replaced was replaced, and links its replacement', async () => {
    const by = fakeTxid('cd')
    const stripped = (id: string) => ({
      txid: id,
      fee: 300,
      vsize: 141,
      value: 5_000,
      rate: 2,
      rbf: true,
    })
    rbf = {
      replacements: {
        tx: { ...stripped(by), fullRbf: false },
        time: 1_760_000_100,
        fullRbf: false,
        replaces: [
          { tx: stripped(txid), time: 1_760_000_000, interval: 100, fullRbf: false, replaces: [] },
        ],
      },
      replaces: null,
    }
    renderApp(`/tx/${txid}`)
    const gone = await screen.findByTestId('tx-replaced-gone')
    expect(gone).toHaveTextContent('was replaced by')
    expect(gone.querySelector('a')?.getAttribute('href')).toBe(`/tx/${by}`)
    expect(screen.queryByTestId('tx-waiting')).not.toBeInTheDocument()
    // Its timeline: itself first (marked), then what replaced it, each linked.
    const versions = screen.getAllByTestId('tx-rbf-version')
    expect(versions.map((v) => v.dataset.txid)).toEqual([txid, by])
    expect(versions[0]).toHaveAttribute('aria-current', 'true')
    expect(versions[0]).toHaveTextContent('this transaction')
    expect(versions[1]).toHaveTextContent('latest')
    expect(versions[1]?.querySelector('a')?.getAttribute('href')).toBe(`/tx/${by}`)
  })

  it('shows "replaced by" and the timeline on a transaction still served, as soon as the feed says it was replaced', async () => {
    const by = fakeTxid('cd')
    const older = fakeTxid('12')
    served = unconfirmed()
    rbf = { replacements: null, replaces: null }
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByTestId('tx-summary')).toBeInTheDocument()
    expect(screen.queryByTestId('tx-replaced')).not.toBeInTheDocument()
    expect(screen.queryByTestId('tx-rbf-versions')).not.toBeInTheDocument()
    // This one had replaced `older`; now `by` replaced it (two levels).
    const stripped = (id: string, fee: number) => ({
      txid: id,
      fee,
      vsize: 100,
      value: 5_000,
      rate: fee / 100,
      rbf: true,
    })
    rbf = {
      replacements: {
        tx: { ...stripped(by, 4_000), fullRbf: false },
        time: 1_760_000_200,
        fullRbf: false,
        replaces: [
          {
            tx: stripped(txid, 1_500),
            time: 1_760_000_100,
            interval: 100,
            fullRbf: false,
            replaces: [
              {
                tx: stripped(older, 1_000),
                time: 1_760_000_000,
                interval: 100,
                fullRbf: false,
                replaces: [],
              },
            ],
          },
        ],
      },
      replaces: [older],
    }
    act(() =>
      feedOf(feeds).emit({ type: 'transaction', txid }, { key: 'txReplaced', data: { txid: by } }),
    )
    const banner = await screen.findByTestId('tx-replaced')
    expect(banner).toHaveTextContent(`This transaction was replaced by ${by}`)
    expect(banner.querySelector('a')?.getAttribute('href')).toBe(`/tx/${by}`)
    await vi.waitFor(() => expect(screen.getAllByTestId('tx-rbf-version')).toHaveLength(3))
    const rates = screen.getAllByTestId('tx-rbf-version-rate').map((r) => r.textContent)
    expect(rates[0]).toMatch(/^10 sat\/vB, first version/)
    expect(rates[1]).toMatch(/^15 sat\/vB, \+5 sat\/vB \(\+500 sats fee\) over what it replaced/)
    expect(rates[2]).toMatch(/^40 sat\/vB, \+25 sat\/vB \(\+2,500 sats fee\)/)
    expect(
      screen.getAllByTestId('tx-rbf-version').map((v) => v.getAttribute('aria-current')),
    ).toEqual([null, 'true', null])
  })

  it('shows "replaced by" from the replacement history alone, without the live feed', async () => {
    const by = fakeTxid('cd')
    served = unconfirmed()
    const stripped = (id: string) => ({
      txid: id,
      fee: 300,
      vsize: 141,
      value: 5_000,
      rate: 2,
      rbf: true,
    })
    rbf = {
      replacements: {
        tx: { ...stripped(by), fullRbf: false },
        time: 1_760_000_100,
        fullRbf: false,
        replaces: [
          { tx: stripped(txid), time: 1_760_000_000, interval: 100, fullRbf: false, replaces: [] },
        ],
      },
      replaces: null,
    }
    renderApp(`/tx/${txid}`)
    const banner = await screen.findByTestId('tx-replaced')
    expect(banner.querySelector('a')?.getAttribute('href')).toBe(`/tx/${by}`)
  })

  it('waits for an unknown transaction and switches to it when the feed brings it', async () => {
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByTestId('tx-waiting')).toHaveTextContent('not found yet')
    const feed = feedOf(feeds)
    expect(feed.topics).toContain(JSON.stringify({ type: 'transaction', txid }))
    act(() => feed.emit({ type: 'transaction', txid }, { key: 'tx', data: unconfirmed() }))
    expect(await screen.findByTestId('tx-summary')).toBeInTheDocument()
    expect(screen.getByTestId('tx-status')).toHaveTextContent('Unconfirmed')
    expect(screen.queryByTestId('tx-waiting')).not.toBeInTheDocument()
    // A new block makes the page ask again; the service, lagging, still answers 404: the page keeps it.
    const before = asked.length
    act(() => feed.emit({ type: 'data', name: 'blocks' }, block(900_005)))
    await waitFor(() => expect(asked.length).toBeGreaterThan(before))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('tx-summary')).toBeInTheDocument()
  })

  it('rechecks a confirmed transaction when a reorg replaces its block', async () => {
    served = fakeTx(2)
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByText('5 confirmations')).toBeInTheDocument()
    served = unconfirmed()
    act(() =>
      feedOf(feeds).emit(
        { type: 'data', name: 'blocks' },
        { key: 'blocks', data: [{ height: 900_000, id: fakeTxid('77') }] },
      ),
    )
    expect(await screen.findByText('Unconfirmed')).toBeInTheDocument()
  })

  it('says a confirmed transaction the service forgot after a reorg left the chain, and counts no confirmations', async () => {
    served = fakeTx(2)
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByText('5 confirmations')).toBeInTheDocument()
    // Its block replaced by one without it (a coinbase of a replaced block is gone for good).
    served = undefined
    act(() =>
      feedOf(feeds).emit(
        { type: 'data', name: 'blocks' },
        { key: 'blocks', data: [{ height: 900_000, id: fakeTxid('77') }] },
      ),
    )
    const lost = await screen.findByTestId('tx-lost')
    expect(lost).toHaveTextContent('No longer in the chain')
    expect(lost.querySelector('a')).toHaveAttribute('href', `/block/${fakeTxid('0f')}`)
    expect(lost).toHaveTextContent('block 900,000')
    expect(screen.queryByText(/confirmations?$/)).toBeNull()
  })

  it('re-validates after the feed comes back: a service restarted with another history no longer has it', async () => {
    served = fakeTx(2)
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByText('5 confirmations')).toBeInTheDocument()
    served = undefined
    const feed = feedOf(feeds)
    act(() => {
      feed.setState('offline')
      feed.setState('reconnecting')
      feed.setState('online')
    })
    expect(await screen.findByTestId('tx-lost')).toHaveTextContent('No longer in the chain')
    expect(screen.queryByTestId('tx-summary')).toBeNull()
  })

  it('shows the ETA from the live position and flips to confirmed on the block that mines it', async () => {
    served = unconfirmed()
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Unconfirmed')
    const feed = feedOf(feeds)
    act(() =>
      feed.emit(
        { type: 'transaction', txid },
        { key: 'txPosition', data: { txid, position: { block: 2, vsize: 500 } } },
      ),
    )
    expect(await screen.findByTestId('tx-eta')).toHaveTextContent('ETA ~30 minutes')
    served = fakeTx(2, {
      status: { confirmed: true, block_height: 900_005, block_hash: fakeTxid('0f') },
    })
    act(() => {
      feed.emit({ type: 'data', name: 'blocks' }, block(900_005))
      feed.emit({ type: 'transaction', txid }, { key: 'txConfirmed', data: txid })
    })
    expect(await screen.findByText('1 confirmation')).toBeInTheDocument()
    expect(screen.getByTestId('tx-block-link')).toHaveAttribute('href', `/block/${fakeTxid('0f')}`)
    act(() => feed.emit({ type: 'data', name: 'blocks' }, block(900_006)))
    expect(await screen.findByText('2 confirmations')).toBeInTheDocument()
  })

  it('follows the transaction through tracked-txs when the feed tracks several (a watch-list beside)', async () => {
    served = unconfirmed()
    const { feeds } = renderApp(`/tx/${txid}`)
    expect(await screen.findByTestId('tx-status')).toHaveTextContent('Unconfirmed')
    const feed = feedOf(feeds)
    const other = fakeTxid('0e')
    act(() =>
      feed.emit(
        { type: 'transaction', txid },
        { key: 'tracked-txs', data: { [txid]: { position: { block: 2, vsize: 500 } } } },
      ),
    )
    expect(await screen.findByTestId('tx-eta')).toHaveTextContent('ETA ~30 minutes')
    served = fakeTx(2, {
      status: { confirmed: true, block_height: 900_005, block_hash: fakeTxid('0f') },
    })
    act(() => {
      feed.emit({ type: 'data', name: 'blocks' }, block(900_005))
      feed.emit(
        { type: 'transaction', txid },
        { key: 'tracked-txs', data: { [other]: { confirmed: true }, [txid]: { confirmed: true } } },
      )
    })
    expect(await screen.findByText('1 confirmation')).toBeInTheDocument()
  })

  it('highlights the output of txid:vout and says when there is no such output', async () => {
    served = fakeTx(3)
    renderApp(`/tx/${txid}:2`)
    const rows = await screen.findAllByTestId('tx-output')
    expect(rows[2]).toHaveAttribute('data-highlighted', 'true')
    renderApp(`/tx/${txid}:7`)
    expect(await screen.findByTestId('tx-bad-vout')).toHaveTextContent('there is no output 7')
  })

  it('asks a Liquid service nothing it lacks (first-seen times, CPFP)', async () => {
    served = fakeLiquidTx(nativeAssets.liquid ?? '') as unknown as Transaction
    renderApp(`/liquid/tx/${txid}`)
    expect(await screen.findByTestId('tx-fee')).toHaveTextContent('L-BTC')
    expect(screen.getByText('Peg-in')).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.filter((url) => /cpfp|transaction-times/.test(url))).toEqual([])
    expect(asked).toContain(`https://example.test/liquid/api/tx/${txid}`)
  })

  it('shows a CPFP answer of an older service (null rate and descendants) as a rate not given', async () => {
    served = unconfirmed()
    cpfp = {
      ancestors: [{ txid: fakeTxid('01'), fee: 200, weight: 800 }],
      bestDescendant: null,
      descendants: null,
      effectiveFeePerVsize: null,
    }
    renderApp(`/tx/${txid}`)
    expect(await screen.findByTestId('tx-fee-rate')).toBeInTheDocument()
    await waitFor(() => expect(asked.some((url) => url.endsWith(`/v1/cpfp/${txid}`))).toBe(true))
    const row = screen.getByTestId('tx-effective-fee-rate')
    await waitFor(() => expect(row).toHaveTextContent('Not given by the service'))
    expect(row).toHaveTextContent('CPFP: 1 ancestor, 0 descendants')
  })

  it('keeps the rows later answers fill from the start, so nothing under them moves', async () => {
    served = unconfirmed()
    let answer: (value: Response) => void = () => undefined
    held = new Promise((resolve) => {
      answer = resolve
    })
    renderApp(`/tx/${txid}`)
    const row = await screen.findByTestId('tx-effective-fee-rate')
    expect(row).toHaveTextContent('…')
    expect(screen.getByTestId('tx-first-seen')).toBeInTheDocument()
    answer(Response.json({ ancestors: [], descendants: [], effectiveFeePerVsize: 20 }))
    await waitFor(() => expect(row).toHaveTextContent('20 sat/vB'))
  })

  it('shows the summary facts and features', async () => {
    served = fakeTx(2, { locktime: 899_999 })
    renderApp(`/tx/${txid}`)
    expect(await screen.findByTestId('tx-fee-rate')).toHaveTextContent('10 sat/vB')
    expect(screen.getByTestId('tx-vsize')).toHaveTextContent('141 vB')
    expect(screen.getByTestId('tx-weight')).toHaveTextContent('561 WU')
    expect(screen.getByTestId('tx-locktime')).toHaveTextContent('Block 899,999')
    expect(screen.getByText('SegWit')).toHaveAttribute('data-on', 'true')
    expect(screen.getByText('RBF')).toHaveAttribute('data-on', 'true')
    expect(await screen.findByText('5 confirmations')).toBeInTheDocument()
  })
})
