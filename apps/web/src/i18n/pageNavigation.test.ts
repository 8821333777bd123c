import { describe, expect, it } from 'vitest'
import { loadPage, type PageNavigation } from './pageNavigation'

/** A location at `pathname` + `search` + `hash` that records what it was asked. */
function at(pathname: string, search = '', hash = '') {
  const asked: string[] = []
  const navigation: PageNavigation = {
    current: () => ({ pathname, search, hash }),
    assign: (path) => asked.push(`assign ${path}`),
    reload: () => asked.push('reload'),
  }
  return { navigation, asked }
}

describe('loadPage', () => {
  it('opens another address, which loads the page', () => {
    const page = at('/ja/tx/ab', '?x=1', '#vout=0')
    loadPage('/de/tx/ab?x=1#vout=0', page.navigation)
    expect(page.asked).toEqual(['assign /de/tx/ab?x=1#vout=0'])
    const query = at('/tx/ab', '?x=1')
    loadPage('/tx/ab?x=2', query.navigation)
    expect(query.asked).toEqual(['assign /tx/ab?x=2'])
  })

  it('loads the page again at the same address, which the browser would not reload', () => {
    const page = at('/tx/ab', '?x=1', '#vout=0')
    loadPage('/tx/ab?x=1#vout=0', page.navigation)
    expect(page.asked).toEqual(['reload'])
    const bare = at('/')
    loadPage('/', bare.navigation)
    expect(bare.asked).toEqual(['reload'])
  })

  it('moves to another fragment of the same page, then loads it again', () => {
    const page = at('/tx/ab', '', '#vout=0')
    loadPage('/tx/ab#vin=1', page.navigation)
    expect(page.asked).toEqual(['assign /tx/ab#vin=1', 'reload'])
  })
})
