import { expect, minedHeights, type Network, networkPath, test } from './fixtures'

const bitcoinCards = [
  'fee-recommendations',
  'difficulty-adjustment',
  'mempool-info',
  'incoming-chart',
  'fee-band-chart',
  'latest-transactions',
  'latest-blocks',
  'recent-replacements',
]

for (const network of ['main', 'testnet', 'liquid'] as const satisfies readonly Network[]) {
  test(`the ${network} dashboard shows projected blocks and mined blocks up to the tip`, async ({
    page,
    simnet,
    problems,
  }) => {
    // A projected block needs a waiting transaction: Liquid's quiet mempool is empty after blocks other
    // specs mine (seen on a clean run), and then there is rightly none to show.
    await simnet.tx(network)
    await page.goto(networkPath(network))
    await expect(page.getByTestId('projected-block').first()).toBeVisible()
    await expect(page.getByTestId('mined-block').first()).toBeVisible()
    // The chain moves on by itself (simnet is live): compare with the tip as it is at each try.
    await expect(async () => {
      const tip = await simnet.tipHeight(network)
      expect(Math.max(...(await minedHeights(page)))).toBe(tip)
    }).toPass()
    const heights = await minedHeights(page)
    expect(heights.every(Number.isInteger), `heights ${heights}`).toBe(true)
    expect(new Set(heights).size, `heights ${heights}`).toBe(heights.length)
    if (network !== 'liquid') {
      for (const card of bitcoinCards) await expect(page.getByTestId(card)).toBeVisible()
    }
    expect(problems).toEqual([])
  })
}

for (const network of ['main', 'testnet'] as const satisfies readonly Network[]) {
  test(`the ${network} dashboard takes a newly mined block from the live feed`, async ({
    page,
    simnet,
  }) => {
    await page.goto(networkPath(network))
    await expect(page.getByTestId('mined-block').first()).toBeVisible()
    const [block] = await simnet.mine(network)
    expect(block).toBeDefined()
    await expect(
      page.locator(`[data-testid="mined-block"][data-height="${block?.height}"]`),
    ).toBeVisible()
  })
}

test('figures of the same thing from different sources say what each is', async ({ page }) => {
  await page.goto(networkPath('testnet'))
  // The fee bands' total is a statistics row's, a minute old at most: it says when, and the Mempool
  // card shows the live size.
  await expect(page.getByTestId('fee-band-now')).toHaveText(/^[\d.,]+ [kM]?vB at \d\d:\d\d$/)
  await expect(page.getByTestId('incoming-now')).toHaveText(
    /^[\d,]+ vB\/s (last 2\.5 min|latest minute)$/,
  )
  await page.goto(networkPath('testnet', '/mining'))
  await expect(page.getByTestId('hashrate-now')).toHaveText(/H\/s over the last 1,008 blocks$/)
  await page.goto('/lightning/nodes/isp-ranking')
  await expect(page.getByTestId('ln-isp-counts')).toContainText('counts twice')
  await page.getByTestId('ln-isp-row').first().getByRole('link').click()
  await expect(page.getByTestId('ln-isp-nodes-note')).toContainText('own totals')
})
