import type { Page } from '@playwright/test'
import { expect, type Network, networkPath, test } from './fixtures'

// The rankings overview, the oldest nodes, penalties and the node group, against simnet's answers.

interface Ranked {
  publicKey: string
  alias: string
  firstSeen: number
}
interface Penalty {
  id: string
  short_id: string
  closing_transaction_id: string
  node1_public_key: string
}
interface GroupNode {
  public_key: string
}

/** How far the page is wider than the screen (0 when nothing overflows sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const nodeHref = (network: Network, key: string) => networkPath(network, `/lightning/node/${key}`)

for (const network of ['main', 'testnet'] as const satisfies readonly Network[]) {
  test.describe(`${network} Lightning pages`, () => {
    test('the rankings overview shows the head of each ranking, linked to nodes and full rankings', async ({
      page,
      simnet,
      problems,
    }) => {
      const liquidity = await simnet.api<Ranked[]>(
        network,
        '/v1/lightning/nodes/rankings/liquidity',
      )
      const connectivity = await simnet.api<Ranked[]>(
        network,
        '/v1/lightning/nodes/rankings/connectivity',
      )
      await page.goto(networkPath(network, '/lightning/nodes/rankings'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top Lightning nodes')
      const byLiquidity = page.getByTestId('ln-overview-liquidity-table').getByTestId('ln-node-row')
      await expect(byLiquidity).toHaveCount(Math.min(10, liquidity.length))
      await expect(byLiquidity.first().getByRole('link')).toHaveAttribute(
        'href',
        nodeHref(network, liquidity[0]?.publicKey ?? ''),
      )
      const byChannels = page
        .getByTestId('ln-overview-connectivity-table')
        .getByTestId('ln-node-row')
      await expect(byChannels.first().getByRole('link')).toHaveAttribute(
        'href',
        nodeHref(network, connectivity[0]?.publicKey ?? ''),
      )
      await expect(byChannels.nth(9).getByRole('link')).toHaveAttribute(
        'href',
        nodeHref(network, connectivity[9]?.publicKey ?? ''),
      )

      await page
        .getByTestId('ln-overview-connectivity')
        .getByRole('link', { name: 'Top 100 by connectivity' })
        .click()
      await expect(page).toHaveURL(networkPath(network, '/lightning/nodes/rankings/connectivity'))
      await expect(page.getByTestId('ln-ranking-table').getByTestId('ln-node-row')).toHaveCount(
        connectivity.length,
      )

      await page.goto(networkPath(network, '/lightning/nodes/rankings'))
      await byLiquidity.first().getByRole('link').click()
      await expect(page).toHaveURL(nodeHref(network, liquidity[0]?.publicKey ?? ''))
      await expect(page.getByTestId('ln-node')).toBeVisible()
      expect(problems).toEqual([])
    })

    test('the oldest nodes, oldest first, as the age ranking answers', async ({
      page,
      simnet,
      problems,
    }) => {
      const age = await simnet.api<Ranked[]>(network, '/v1/lightning/nodes/rankings/age')
      const firstSeen = age.map((n) => n.firstSeen)
      expect(firstSeen).toEqual([...firstSeen].sort((a, b) => a - b))
      await page.goto(networkPath(network, '/lightning/nodes/oldest'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The 100 oldest nodes')
      const rows = page.getByTestId('ln-ranking-table').getByTestId('ln-node-row')
      await expect(rows).toHaveCount(age.length)
      const shown = await rows.getByTestId('ln-first-seen').allTextContents()
      expect(shown).toEqual(age.map((n) => new Date(n.firstSeen * 1000).toISOString().slice(0, 10)))
      await expect(rows.first().getByRole('link')).toHaveAttribute(
        'href',
        nodeHref(network, age[0]?.publicKey ?? ''),
      )
      await expect(page.getByRole('link', { name: 'Oldest' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(problems).toEqual([])
    })

    test('penalties list the penalty-closed channels the service answers, newest first', async ({
      page,
      simnet,
      problems,
    }) => {
      const penalties = await simnet.api<Penalty[]>(network, '/v1/lightning/penalties')
      expect(penalties.length).toBeGreaterThan(0)
      await page.goto(networkPath(network, '/lightning/penalties'))
      const rows = page.getByTestId('ln-penalty-row')
      await expect(rows).toHaveCount(penalties.length)
      const first = penalties[0] as Penalty
      const row = rows.first()
      await expect(row.getByRole('link', { name: first.short_id })).toHaveAttribute(
        'href',
        networkPath(network, `/lightning/channel/${first.id}`),
      )
      await expect(row.getByTitle(first.closing_transaction_id)).toHaveAttribute(
        'href',
        networkPath(network, `/tx/${first.closing_transaction_id}`),
      )
      await row.getByTitle(first.node1_public_key).click()
      await expect(page).toHaveURL(nodeHref(network, first.node1_public_key))
      await expect(page.getByTestId('ln-node')).toBeVisible()
      expect(problems).toEqual([])
    })

    test('the group page lists the nodes the group route answers', async ({
      page,
      simnet,
      problems,
    }) => {
      const group = await simnet.api<GroupNode[]>(
        network,
        '/v1/lightning/nodes/group/mempool.space',
      )
      await page.goto(networkPath(network, '/lightning/group/the-mempool-open-source-project'))
      const rows = page.getByTestId('ln-group-nodes').getByTestId('ln-node-row')
      await expect(rows).toHaveCount(group.length)
      const hrefs = await rows
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs.sort()).toEqual(group.map((n) => nodeHref(network, n.public_key)).sort())
      expect(problems).toEqual([])
    })
  })
}

test('an unknown group is not found, without a request', async ({ page, problems }) => {
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/nodes/group/')) asked.push(r.url())
  })
  await page.goto('/lightning/group/acme-routing')
  await expect(page.getByTestId('ln-group-unknown')).toContainText('No such node group')
  await expect(page.getByTestId('ln-group-unknown')).toContainText('“acme-routing”')
  expect(asked).toEqual([])
  expect(problems).toEqual([])
})

test('a service without the penalties or group route says so plainly', async ({ page }) => {
  await page.route('**/api/v1/lightning/penalties', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  )
  await page.route('**/api/v1/lightning/nodes/group/**', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  )
  await page.goto('/signet/lightning/penalties')
  await expect(page.getByTestId('ln-penalties-unavailable')).toContainText(
    'This data service does not provide penalty transactions',
  )
  await page.goto('/signet/lightning/group/the-mempool-open-source-project')
  await expect(page.getByTestId('ln-group-unavailable')).toContainText(
    'This data service does not provide node groups',
  )
})

test('Liquid has no Lightning pages; testnet4 says it has no Lightning data', async ({ page }) => {
  await page.goto('/liquid/lightning/penalties')
  await expect(page.getByTestId('not-found')).toContainText('Lightning pages do not exist')
  await page.goto('/testnet4/lightning/nodes/rankings')
  await expect(page.getByTestId('no-lightning')).toContainText('No Lightning data for')
})

test('the new Lightning pages fit a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    '/lightning/nodes/rankings',
    '/lightning/nodes/oldest',
    '/lightning/penalties',
    '/lightning/group/the-mempool-open-source-project',
  ]) {
    await page.goto(path)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.locator('main tbody tr').first()).toBeVisible()
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
    expect(await overflow(page), path).toBeLessThanOrEqual(0)
  }
})
