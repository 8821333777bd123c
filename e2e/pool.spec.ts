import type { Page } from '@playwright/test'
import { expect, type Network, networkPath, type Simnet, test } from './fixtures'

interface PoolAnswer {
  pool: { name: string; slug: string; addresses: string[]; regexes: string[] }
  blockCount: { all: number; '24h': number; '1w': number }
  blockShare: { all: number | null; '24h': number | null; '1w': number | null }
}

interface PoolBlock {
  id: string
  height: number
}

interface Ranking {
  pools: { slug: string; name: string; blockCount: number }[]
}

/** The pool that found most of the week's blocks: it has blocks to page through. */
async function busiestPool(simnet: Simnet, network: Network): Promise<string> {
  const ranking = await simnet.api<Ranking>(network, '/v1/mining/pools/1w')
  const top = [...ranking.pools].sort((a, b) => b.blockCount - a.blockCount)[0]
  if (!top) throw new Error('simnet mined no block this week')
  return top.slug
}

const rowHeights = (page: Page) =>
  page
    .getByTestId('pool-block')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-height'))))

/** Waits until simnet mines no more blocks on its own (what came due since its tip). */
async function settle(page: Page, simnet: Simnet, network: Network) {
  await expect
    .poll(
      async () => {
        const before = await simnet.tipHeight(network)
        await page.waitForTimeout(1500)
        return (await simnet.tipHeight(network)) === before
      },
      { timeout: 45_000, intervals: [0] },
    )
    .toBe(true)
}

for (const network of ['main', 'testnet'] as const satisfies readonly Network[]) {
  test.describe(`${network} pool page`, () => {
    test('shows the figures the service gives, and pages through the blocks', async ({
      page,
      simnet,
      problems,
    }) => {
      const slug = await busiestPool(simnet, network)
      await page.goto(networkPath(network, `/mining/pool/${slug}`))
      const answer = await simnet.api<PoolAnswer>(network, `/v1/mining/pool/${slug}`)
      expect(answer.blockCount.all).toBeGreaterThan(10)
      await expect(page.getByTestId('pool-name')).toHaveText(answer.pool.name)
      await expect(page.getByTestId('pool-link')).toHaveAttribute('rel', 'noopener noreferrer')
      // Blocks keep coming: what the page shows is what the service says now, once the page caught up.
      for (const window of ['24h', '1w', 'all'] as const) {
        const testId = `pool-share-${window}`
        await expect
          .poll(async () => {
            const now = await simnet.api<PoolAnswer>(network, `/v1/mining/pool/${slug}`)
            return (await page.getByTestId(testId).getAttribute('data-blocks')) ===
              String(now.blockCount[window])
              ? 'agrees'
              : `${await page.getByTestId(testId).getAttribute('data-blocks')} vs ${now.blockCount[window]}`
          })
          .toBe('agrees')
      }
      const share = answer.blockShare['24h']
      if (share !== null && answer.blockCount['24h'] > 0) {
        await expect(page.getByTestId('pool-share-24h')).toContainText(
          `${Math.round(answer.blockCount['24h'] / share)} blocks`,
        )
      }
      if (answer.pool.regexes[0]) {
        await expect(page.getByTestId('pool-tags')).toContainText(answer.pool.regexes[0])
      }
      if (network === 'testnet') {
        // mempool knows no payout address on testnet.
        expect(answer.pool.addresses).toEqual([])
      } else {
        const first = answer.pool.addresses[0]
        if (first === undefined) throw new Error(`no payout address for ${answer.pool.slug}`)
        await expect(
          page.getByTestId('pool-addresses').getByRole('link', { name: first }),
        ).toHaveAttribute('href', networkPath(network, `/address/${first}`))
      }
      await expect(page.getByTestId('pool-hashrate-body').locator('canvas')).toHaveAttribute(
        'data-points',
        /^[1-9]\d*$/,
      )

      const blocks = await simnet.api<PoolBlock[]>(network, `/v1/mining/pool/${slug}/blocks`)
      await expect(page.getByTestId('pool-block')).toHaveCount(10)
      const first = page.getByTestId('pool-block').first()
      const top = await first.getAttribute('data-height')
      const topBlock = blocks.find((b) => String(b.height) === top)
      if (!topBlock) throw new Error(`block ${top} is not the pool's`)
      await expect(first.getByRole('link', { name: topBlock.id })).toHaveAttribute(
        'href',
        networkPath(network, `/block/${topBlock.id}`),
      )
      const shown = await rowHeights(page)
      const start = blocks.findIndex((b) => b.height === shown[0])
      expect(shown).toEqual(blocks.slice(start, start + 10).map((b) => b.height))

      await page.getByRole('button', { name: 'Older' }).click()
      await expect(page.getByTestId('pool-blocks-page')).toHaveText('Page 2')
      const older = await simnet.api<PoolBlock[]>(
        network,
        `/v1/mining/pool/${slug}/blocks/${shown.at(-1)}`,
      )
      await expect.poll(() => rowHeights(page)).toEqual(older.slice(0, 10).map((b) => b.height))
      await page.getByRole('button', { name: 'Newer' }).click()
      await expect(page.getByTestId('pool-blocks-page')).toHaveText('Page 1')
      expect(problems).toEqual([])
    })

    test('a block the pool mines joins its list without a reload', async ({ page, simnet }) => {
      test.setTimeout(120_000)
      const slug = await busiestPool(simnet, network)
      await page.goto(networkPath(network, `/mining/pool/${slug}`))
      await expect(page.getByTestId('pool-block').first()).toBeVisible()
      await page.evaluate(() => Object.assign(window, { outpointNoReload: true }))
      await settle(page, simnet, network)
      let mined: { height: number; hash: string } | undefined
      for (let i = 0; i < 40 && !mined; i++) {
        const [block] = await simnet.mine(network, 1)
        if (!block) throw new Error('simnet mined no block')
        const full = await simnet.api<{ extras: { pool: { slug: string } } }>(
          network,
          `/v1/block/${block.hash}`,
        )
        if (full.extras.pool.slug === slug) mined = block
      }
      if (!mined) throw new Error(`${slug} mined none of 40 blocks`)
      const row = page.locator(`[data-testid="pool-block"][data-height="${mined.height}"]`)
      await expect(row).toBeVisible()
      await expect(row.getByRole('link', { name: String(mined.height) })).toHaveAttribute(
        'href',
        networkPath(network, `/block/${mined.hash}`),
      )
      const now = await simnet.api<PoolAnswer>(network, `/v1/mining/pool/${slug}`)
      await expect(page.getByTestId('pool-share-all')).toHaveAttribute(
        'data-blocks',
        String(now.blockCount.all),
      )
      expect(await page.evaluate(() => 'outpointNoReload' in window)).toBe(true)
    })

    test("the mining page's pool names lead to their pages", async ({ page }) => {
      await page.goto(networkPath(network, '/mining'))
      const link = page.getByTestId('pool-row').first().getByRole('link')
      const name = await link.textContent()
      await link.click()
      await expect(page).toHaveURL(
        new RegExp(`${networkPath(network, '/mining/pool/')}[a-z0-9-]+$`),
      )
      await expect(page.getByTestId('pool-name')).toHaveText(name ?? '')

      await page.goto(networkPath(network, '/mining'))
      const latest = page.getByTestId('mining-block').first().locator('td.mn-pool a')
      await latest.click()
      await expect(page.getByTestId('pool-name')).toBeVisible()
      await expect(page).toHaveURL(/\/mining\/pool\/[a-z0-9-]+$/)
    })
  })
}

test('an unknown pool is a not-found of its own, not the mining page', async ({ page }) => {
  await page.goto('/mining/pool/nosuchpool')
  await expect(page.getByTestId('pool-not-found')).toContainText(
    'No mining pool is called nosuchpool.',
  )
  await expect(page.getByTestId('pool-ranking')).toHaveCount(0)
})

test('a failing service gets a reason and Retry, and Retry recovers', async ({ page, simnet }) => {
  const slug = await busiestPool(simnet, 'main')
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  await page.goto(`/mining/pool/${slug}`)
  const summary = page.getByTestId('pool-summary')
  // The app retries a 503 three times (1 s, 2 s, 4 s) before it tells.
  await expect(summary).toContainText('This mining pool could not be loaded', { timeout: 20_000 })
  await expect(summary).toContainText('(HTTP 503)')
  await simnet.clearFaults()
  await summary.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('pool-name')).toBeVisible()
  await expect(page.getByTestId('pool-block').first()).toBeVisible()
})

test('/mining/blocks goes to the blocks list of the same network', async ({ page }) => {
  await page.goto('/testnet/mining/blocks')
  await expect(page).toHaveURL(/\/testnet\/blocks$/)
})

test('Liquid has no pool pages and says so', async ({ page }) => {
  await page.goto('/liquid/mining/pool/foundryusa')
  await expect(page.getByTestId('not-found')).toContainText('Mining pages do not exist on Liquid.')
})

test('fits a 390 px phone screen without sideways scrolling', async ({ page, simnet }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/mining/pool/${await busiestPool(simnet, 'main')}`)
  await expect(page.getByTestId('pool-block').first()).toBeVisible()
  await expect(page.getByTestId('pool-hashrate-body')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
