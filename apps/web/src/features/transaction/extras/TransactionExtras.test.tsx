import type { RbfHistory, Transaction } from '@outpoint/explorer-client'
import { act, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { fakeTx, fakeTxid } from '../test/txFixture'
import { TransactionExtras } from './TransactionExtras'

// Mainnet block 100,000 and its first transaction's proof: the same real vector as the client's tests.
const header =
  '0100000050120119172a610421a6c3011dd330d9df07b63616c2cc1f1cd00200000000006657a9252aacd5c0b2940996ecff952228c3067cc38d4885efb5a4ac4247e9f337221b4d4c86041b0f2b5710'
const blockHash = '000000000003ba27aa200b1cecaad478d2b00432346c3f1f3986da1afd33e506'
const txid = '8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87'
const proof = {
  block_height: 100_000,
  pos: 0,
  merkle: [
    'fff2525b8931402dd09222c50775608f75787bd2b87e56995a7bdd30f79702c4',
    '8e30899078ca1813be036a073bbf80b86cdddde1c96e9e9c99e9e3782df4ae49',
  ],
}

let served: Record<string, unknown> = {}
beforeEach(() => {
  served = {}
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url).pathname.replace(/^\/api\//, '')
    const body = served[path]
    if (body === undefined) return new Response('not found', { status: 404 })
    return typeof body === 'string' ? new Response(body) : Response.json(body)
  })
})
afterEach(() => vi.unstubAllGlobals())

const confirmedTx = (overrides: Partial<Transaction> = {}) =>
  fakeTx(2, {
    txid,
    status: { confirmed: true, block_height: 100_000, block_hash: blockHash, block_time: 1 },
    ...overrides,
  })

describe('TransactionExtras', () => {
  it('verifies the merkle proof against the block header in the browser', async () => {
    served[`tx/${txid}/merkle-proof`] = proof
    served[`block/${blockHash}/header`] = header
    renderWithProviders(<TransactionExtras tx={confirmedTx()} />)
    expect(await screen.findByTestId('tx-merkle-verified')).toHaveTextContent(
      'matches the block 100000 header (f3e94742aca4b5ef85488dc37c06c3282295ffec960994b2c0d5ac2a25a95766)',
    )
  })

  it('shows a proof that does not lead to the header root', async () => {
    served[`tx/${txid}/merkle-proof`] = { ...proof, pos: 1 }
    served[`block/${blockHash}/header`] = header
    renderWithProviders(<TransactionExtras tx={confirmedTx()} />)
    const mismatch = await screen.findByTestId('tx-merkle-mismatch')
    expect(mismatch).toHaveTextContent('differs from the header')
    expect(screen.queryByTestId('tx-merkle-verified')).not.toBeInTheDocument()
  })

  it('refuses a header of another block even when the root matches', async () => {
    served[`tx/${txid}/merkle-proof`] = proof
    served[`block/${fakeTxid('0f')}/header`] = header
    const tx = confirmedTx({
      status: { confirmed: true, block_height: 100_000, block_hash: fakeTxid('0f') },
    })
    renderWithProviders(<TransactionExtras tx={tx} />)
    expect(await screen.findByTestId('tx-merkle-mismatch')).toHaveTextContent(
      `The header hashes to ${blockHash}, not to the block ${fakeTxid('0f')}`,
    )
  })

  it('says why there is no merkle check on Liquid', async () => {
    const ui = (
      <Routes>
        <Route path=":network/tx/:id" element={<TransactionExtras tx={confirmedTx()} />} />
      </Routes>
    )
    renderWithProviders(ui, '/liquid/tx/x')
    expect(await screen.findByTestId('tx-merkle')).toHaveTextContent('Not checked on Liquid')
  })

  it('folds many outputs into "N more" in the flow', () => {
    renderWithProviders(<TransactionExtras tx={fakeTx(30, { status: { confirmed: false } })} />)
    const outputs = screen.getAllByTestId('tx-flow-output')
    expect(outputs).toHaveLength(20)
    // 30 outputs and the fee: 19 drawn, 12 folded.
    expect(outputs[19]).toHaveTextContent('12 more')
  })

  it('shows the replacement once the live feed says it happened', async () => {
    const first = fakeTxid('ab')
    const second = fakeTxid('ef')
    // Real RBF tree nodes (rbf-cache.ts): the transaction with its rate and flags; `interval` on every
    // node but the root, whose transaction says whether it replaced without signalling.
    const node = (id: string, replaces: RbfHistory['replacements'][] = []) => ({
      tx: { txid: id, fee: 1_000, vsize: 100, value: 10_000, rate: 10, rbf: true, fullRbf: false },
      time: 1_700_000_000,
      interval: 30,
      fullRbf: true,
      replaces: replaces.flatMap((r) => (r ? [r] : [])),
    })
    served[`v1/tx/${first}/rbf`] = { replacements: null, replaces: null }
    const tx = fakeTx(2, { status: { confirmed: false } })
    const { feeds } = renderWithProviders(<TransactionExtras tx={tx} />)
    await screen.findByTestId('tx-flow')
    expect(screen.queryByTestId('tx-rbf')).not.toBeInTheDocument()
    served[`v1/tx/${first}/rbf`] = { replacements: node(second, [node(first)]), replaces: null }
    const feed = [...feeds.values()][0]
    act(() =>
      feed?.emit(
        { type: 'transaction', txid: first },
        { key: 'rbfTransaction', data: { txid: second } },
      ),
    )
    const replacedBy = await screen.findByTestId('tx-rbf-replaced-by')
    expect(within(replacedBy).getByRole('link', { name: second })).toHaveAttribute(
      'href',
      `/tx/${second}`,
    )
  })

  it('lists CPFP relatives with the effective rate', async () => {
    served[`v1/cpfp/${fakeTxid('ab')}`] = {
      ancestors: [{ txid: fakeTxid('01'), fee: 200, weight: 800 }],
      descendants: [{ txid: fakeTxid('02'), fee: 5_000, weight: 600 }],
      effectiveFeePerVsize: 12.5,
    }
    renderWithProviders(<TransactionExtras tx={fakeTx(2, { status: { confirmed: false } })} />)
    expect(await screen.findByTestId('tx-cpfp-effective')).toHaveTextContent('12.5 sat/vB')
    expect(screen.getByTestId('tx-cpfp-ancestors')).toHaveTextContent('1 sat/vB')
    expect(screen.getByTestId('tx-cpfp-descendants')).toHaveTextContent(fakeTxid('02'))
  })

  it('lists the relatives of an older service that sends a null effective rate and descendants', async () => {
    served[`v1/cpfp/${fakeTxid('ab')}`] = {
      ancestors: [{ txid: fakeTxid('01'), fee: 200, weight: 800 }],
      bestDescendant: null,
      descendants: null,
      effectiveFeePerVsize: null,
    }
    renderWithProviders(<TransactionExtras tx={fakeTx(2, { status: { confirmed: false } })} />)
    expect(await screen.findByTestId('tx-cpfp-ancestors')).toHaveTextContent(fakeTxid('01'))
    expect(screen.queryByTestId('tx-cpfp-effective')).toBeNull()
  })
})
