import type { RbfTree } from '@outpoint/explorer-client'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FakeFeed } from '../../test/fakeFeeds'
import { renderApp } from '../../test/renderApp'

vi.mock('../dashboard/DashboardPage', () => ({
  DashboardPage: () => <p data-testid="dashboard">dashboard</p>,
}))

const id = (byte: string) => byte.repeat(32)

/** A node as mempool's rbf-cache exports it: the transaction with its RBF flags, `interval` below the root. */
const node = (
  txid: string,
  fee: number,
  replaces: RbfTree[] = [],
  flags: { rbf?: boolean; mined?: boolean; fullRbf?: boolean } = {},
): RbfTree => ({
  tx: {
    txid,
    fee,
    vsize: 100,
    value: 20_000,
    rate: fee / 100,
    rbf: flags.rbf ?? true,
    ...(flags.mined ? { mined: true } : {}),
  },
  time: 1_760_000_000,
  interval: 60,
  fullRbf: flags.fullRbf ?? false,
  replaces,
})

const root = (tree: RbfTree): RbfTree => {
  const { interval: _, ...rest } = tree
  return { ...rest, tx: { ...rest.tx, fullRbf: rest.fullRbf } }
}

// c replaced b, which had replaced a; f (mined, full RBF) replaced e, which did not signal, and d.
const deep = root(node(id('0c'), 3_000, [node(id('0b'), 2_000, [node(id('0a'), 1_000)])]))
const full = root(
  node(id('0f'), 9_000, [node(id('0e'), 1_500, [], { rbf: false }), node(id('0d'), 1_200)], {
    fullRbf: true,
    mined: true,
  }),
)

let answers: Record<string, () => Response> = {}
let asked: string[] = []
beforeEach(() => {
  asked = []
  answers = {
    'v1/replacements': () => Response.json([full, deep]),
    'v1/fullrbf/replacements': () => Response.json([full]),
  }
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    const answer = answers[new URL(url).pathname.replace(/^(\/[a-z]+)?\/api\//, '')]
    return answer ? answer() : new Response('not found', { status: 404 })
  })
})
afterEach(() => vi.unstubAllGlobals())

const rbfFeed = (feeds: Map<string, FakeFeed>, mode: string) =>
  vi.waitFor(() => {
    const feed = [...feeds.values()].find((f) =>
      f.topics.includes(JSON.stringify({ type: 'rbf', mode })),
    )
    if (!feed) throw new Error(`nobody subscribed to rbf ${mode}`)
    return feed
  })

const treeOf = (txid: string) => {
  const tree = screen.getAllByTestId('rbf-tree').find((t) => t.dataset.txid === txid)
  if (!tree) throw new Error(`no tree ${txid}`)
  return tree
}

/** A fact of a node's own card (its nested nodes have the same ones). */
const fact = (node: HTMLElement | undefined, testId: string) => {
  const first = node && within(node).getAllByTestId(testId)[0]
  if (!first) throw new Error(`no ${testId}`)
  return first
}

describe('RbfPage', () => {
  it('draws each tree: the replacement on top, what it replaced nested below, each linked with its facts', async () => {
    renderApp('/rbf')
    await screen.findByTestId('rbf-trees')
    expect(screen.getAllByTestId('rbf-tree').map((t) => t.dataset.txid)).toEqual([
      id('0f'),
      id('0c'),
    ])
    // Three levels: c > b > a, each inside the one that replaced it.
    const c = within(treeOf(id('0c')))
    const levels = c.getAllByTestId('rbf-node')
    expect(levels.map((n) => n.dataset.txid)).toEqual([id('0c'), id('0b'), id('0a')])
    expect(levels[0]?.contains(levels[1] ?? null)).toBe(true)
    expect(levels[1]?.contains(levels[2] ?? null)).toBe(true)
    expect(fact(levels[2], 'rbf-node-rate')).toHaveTextContent('10 sat/vB')
    expect(c.getByRole('link', { name: id('0a') })).toHaveAttribute('href', `/tx/${id('0a')}`)
    expect(within(treeOf(id('0c'))).getByText('RBF')).toBeInTheDocument()
    // Two replaced side by side under f: one did not signal (full RBF); f was mined.
    const f = within(treeOf(id('0f')))
    const [top, e, d] = f.getAllByTestId('rbf-node')
    expect(f.getByText('Full RBF')).toBeInTheDocument()
    expect(fact(top, 'rbf-node-status')).toHaveTextContent('Mined')
    expect(fact(top, 'rbf-node-rate')).toHaveTextContent('90 sat/vB')
    expect(fact(e, 'rbf-node-signals')).toHaveTextContent('No')
    expect(fact(d, 'rbf-node-signals')).toHaveTextContent('Yes')
    expect(fact(d, 'rbf-node-status')).toHaveTextContent('Not mined')
    expect(screen.getByTestId('rbf-switch-all')).toHaveAttribute('aria-current', 'page')
  })

  it('?type=fullrbf asks the full-RBF list, follows its live feed, and the switch goes back to all', async () => {
    const { feeds } = renderApp('/testnet/rbf?type=fullrbf')
    await screen.findByTestId('rbf-trees')
    expect(asked.map((u) => new URL(u).pathname)).toContain('/testnet/api/v1/fullrbf/replacements')
    expect(asked.some((u) => u.endsWith('/v1/replacements'))).toBe(false)
    expect(screen.getAllByTestId('rbf-tree').map((t) => t.dataset.txid)).toEqual([id('0f')])
    expect(screen.getByTestId('rbf-switch-fullRbf')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByTestId('rbf-switch-all')).toHaveAttribute('href', '/testnet/rbf')
    const feed = await rbfFeed(feeds, 'fullRbf')
    const newer = root(
      node(id('1f'), 5_000, [node(id('1e'), 1_000, [], { rbf: false })], { fullRbf: true }),
    )
    act(() =>
      feed.emit({ type: 'rbf', mode: 'fullRbf' }, { key: 'rbfLatest', data: [newer, full] }),
    )
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('rbf-tree').map((t) => t.dataset.txid)).toEqual([
        id('1f'),
        id('0f'),
      ]),
    )
  })

  it('shows a replacement the live feed brings, starting from an empty list', async () => {
    answers['v1/replacements'] = () => Response.json([])
    const { feeds } = renderApp('/rbf')
    expect(await screen.findByTestId('rbf-empty')).toHaveTextContent(
      'No replacements seen recently',
    )
    const feed = await rbfFeed(feeds, 'all')
    act(() => feed.emit({ type: 'rbf', mode: 'all' }, { key: 'rbfLatest', data: [deep] }))
    expect(await screen.findByTestId('rbf-tree')).toHaveAttribute('data-txid', id('0c'))
  })

  it('names a ?type it does not know, and asks nothing', async () => {
    renderApp('/rbf?type=<b>x</b>')
    expect(await screen.findByTestId('rbf-invalid')).toHaveTextContent(
      '“<b>x</b>” is not a kind of replacement',
    )
    expect(asked.filter((u) => u.includes('replacements'))).toEqual([])
  })

  it('says when the service has no replacement list (404), and when it fails (503, with Retry)', async () => {
    delete answers['v1/replacements']
    const first = renderApp('/rbf')
    expect(await screen.findByTestId('rbf-unavailable')).toHaveTextContent(
      'does not list replacements',
    )
    first.unmount()
    answers['v1/replacements'] = () => new Response('down', { status: 503 })
    renderApp('/rbf')
    const error = await screen.findByTestId('rbf-error')
    expect(error).toHaveTextContent('Could not load the replacements')
    answers['v1/replacements'] = () => Response.json([deep])
    act(() => within(error).getByRole('button', { name: 'Retry' }).click())
    expect(await screen.findByTestId('rbf-tree')).toHaveAttribute('data-txid', id('0c'))
  })

  it('refuses a tree of the wrong shape, naming the field', async () => {
    answers['v1/replacements'] = () => Response.json([{ ...deep, replaces: 'none' }])
    renderApp('/rbf')
    expect(await screen.findByTestId('rbf-error')).toHaveTextContent('unexpected shape')
  })

  it('does not exist on Liquid', async () => {
    renderApp('/liquid/rbf')
    expect(await screen.findByTestId('not-found')).toHaveTextContent(
      'RBF replacements pages do not exist on Liquid',
    )
    expect(asked.filter((u) => u.includes('replacements'))).toEqual([])
  })
})
