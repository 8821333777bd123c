import { describe, expect, it } from 'vitest'
import { nearestPage, nearestPages } from './nearestPage'
import { pages } from './pages'

describe('nearestPage', () => {
  it.each([
    ['/graphs/mining/no-such-chart', '/graphs', 'Graphs'],
    ['/lightning/nodes/rankings/xyz/more', '/lightning/nodes/rankings', 'Lightning rankings'],
    ['/blocks/1/extra', '/blocks', 'Blocks'],
    ['/view/blocks', '/blocks', 'Blocks'],
    ['/view/mempool-block/0', '/clock', 'Clock'],
    ['/tools/nothing', '/tools/calculator', 'Calculator'],
    ['/lightning/nope', '/lightning', 'Lightning'],
    ['/testnet/graphs/nope', '/testnet/graphs', 'Graphs'],
    ['/testnet/mining/nope', '/testnet/mining', 'Mining'],
    ['/signet/lightning/xyz', '/signet/lightning', 'Lightning'],
    ['/liquid/assets/nope/deeper', '/liquid/assets', 'Assets'],
    ['/liquid/audit/wallet/nope', '/liquid/audit', 'Peg audit'],
    ['/nothing-like-it', '/', 'Bitcoin dashboard'],
    ['/testnet4/nothing', '/testnet4', 'Testnet4 dashboard'],
  ])('%s is nearest to %s', (path, target, label) => {
    const page = nearestPage(path)
    expect(page.path).toBe(target)
    expect(page.label).toBe(label)
  })

  it.each([
    ['/acceleration', "Accelerations are mempool.space's own paid service"],
    ['/acceleration/list/3', "Accelerations are mempool.space's own paid service"],
    ['/about', "mempool.space's pages about its own site"],
    ['/status', "Outpoint's header says whether your data service answers"],
    ['/wallet/x', 'search an address'],
    ['/tx/ab/cd', 'Looking for a transaction?'],
  ])('%s goes to the dashboard, saying why', (path, note) => {
    const page = nearestPage(path)
    expect(page.path).toBe('/')
    expect(page.note).toContain(note)
  })

  it('says a page of another chain does not exist on this network', () => {
    expect(nearestPage('/liquid/mining/pools')).toEqual({
      path: '/liquid',
      label: 'Liquid dashboard',
      note: 'Mining pages do not exist on Liquid.',
    })
  })

  it('points at pages the route table has', () => {
    const top = new Set(pages.map((page) => page.path.split('/')[0]))
    for (const entry of nearestPages) {
      const first = entry.to.split('/')[1] ?? ''
      expect(first === '' || top.has(first), entry.to).toBe(true)
    }
  })
})
