import type { Page } from '@playwright/test'
import { expect, type Simnet, test } from './fixtures'

/** A replacement tree as simnet's REST answers it (mempool's `RbfTree`), as far as the spec reads it. */
interface Tree {
  tx: { txid: string; fee: number; vsize: number; rbf?: boolean }
  fullRbf: boolean
  replaces: Tree[]
}

/** A payment and its fee bump (`POST /_simnet/replace`): [original, replacement]. */
async function replaced(simnet: Simnet, replaceable = true): Promise<[string, string]> {
  // A low rate keeps the original out of the blocks the live simulation mines meanwhile.
  const original = await simnet.tx('main', { feeRate: 1.5, replaceable })
  const replacement = await simnet.replace('main', original, { feeRate: 30 })
  return [original, replacement]
}

const treeIds = (page: Page) =>
  page.getByTestId('rbf-tree').evaluateAll((trees) => trees.map((t) => t.getAttribute('data-txid')))

/** The app's fee-rate format (apps/web/src/format/amount.ts): two decimals under 10, one under 100. */
const rateText = (tx: Tree['tx']) => {
  const rate = tx.fee / tx.vsize
  const digits = rate < 10 ? 2 : rate < 100 ? 1 : 0
  const text = rate.toFixed(digits)
  return `${digits > 0 ? text.replace(/\.?0+$/, '') : text} sat/vB`
}

/** Each tree as [root, [txid, rate, signals]...] in the order drawn (each node before what it replaced). */
const served = (trees: Tree[]) =>
  trees.map((tree) => {
    const nodes: string[][] = []
    const walk = (node: Tree) => {
      nodes.push([node.tx.txid, rateText(node.tx), node.tx.rbf === false ? 'No' : 'Yes'])
      node.replaces.forEach(walk)
    }
    walk(tree)
    return [tree.tx.txid, nodes]
  })

const shown = (page: Page) =>
  page.getByTestId('rbf-tree').evaluateAll((trees) =>
    trees.map((tree) => [
      tree.getAttribute('data-txid'),
      [...tree.querySelectorAll('[data-testid="rbf-node"]')].map((node) => {
        const own = (id: string) => node.querySelector(`[data-testid="${id}"]`)?.textContent
        return [node.getAttribute('data-txid'), own('rbf-node-rate'), own('rbf-node-signals')]
      }),
    ]),
  )

test('lists what simnet lists: each tree, each replacement over what it replaced, with its facts', async ({
  page,
  simnet,
  problems,
}) => {
  await replaced(simnet)
  await page.goto('/rbf')
  await expect(page.getByTestId('rbf-tree').first()).toBeVisible()
  // The live simulation keeps replacing: the page and the service converge on the same list.
  await expect
    .poll(async () => {
      const answer = await simnet.api<Tree[]>('main', '/v1/replacements')
      return JSON.stringify(await shown(page)) === JSON.stringify(served(answer))
    })
    .toBe(true)
  const first = page.getByTestId('rbf-tree').first()
  const id = await first.getAttribute('data-txid')
  await expect(first.getByRole('link', { name: id ?? '' }).first()).toHaveAttribute(
    'href',
    `/tx/${id}`,
  )
  expect(problems).toEqual([])
})

test('a replacement made while the page is open appears without a reload', async ({
  page,
  simnet,
}) => {
  await page.goto('/rbf')
  await expect(page.getByTestId('rbf-trees').or(page.getByTestId('rbf-empty'))).toBeVisible()
  const [original, replacement] = await replaced(simnet)
  const tree = page.locator(`[data-testid="rbf-tree"][data-txid="${replacement}"]`)
  await expect(tree).toBeVisible()
  await expect(tree).not.toContainText('Full RBF')
  // The replaced one nested below its replacement, linked.
  const inner = tree.locator(`[data-testid="rbf-node"][data-txid="${original}"]`)
  await expect(inner.getByRole('link', { name: original })).toHaveAttribute(
    'href',
    `/tx/${original}`,
  )
  await expect(inner.getByTestId('rbf-node-signals')).toHaveText('Yes')
})

test('full RBF only: a replacement of a transaction that did not signal, and not one that did', async ({
  page,
  simnet,
}) => {
  const [, signalled] = await replaced(simnet)
  const [original, full] = await replaced(simnet, false)
  await page.goto('/rbf')
  await expect(page.locator(`[data-testid="rbf-tree"][data-txid="${full}"]`)).toContainText(
    'Full RBF',
  )
  await page.getByTestId('rbf-switch-fullRbf').click()
  await expect(page).toHaveURL(/\/rbf\?type=fullrbf$/)
  const tree = page.locator(`[data-testid="rbf-tree"][data-txid="${full}"]`)
  await expect(tree).toBeVisible()
  const inner = tree.locator(`[data-testid="rbf-node"][data-txid="${original}"]`)
  await expect(inner.getByTestId('rbf-node-signals').first()).toHaveText('No')
  await expect(page.locator(`[data-testid="rbf-tree"][data-txid="${signalled}"]`)).toHaveCount(0)
  // Every tree shown is one the service lists as full RBF. The list is live (simnet's own traffic
  // replaces and mines meanwhile), so the page and the service are compared until they agree.
  await expect(async () => {
    const served = (await simnet.api<Tree[]>('main', '/v1/fullrbf/replacements')).map(
      (t) => t.tx.txid,
    )
    const shown = await treeIds(page)
    expect(shown.filter((id) => !served.includes(id ?? ''))).toEqual([])
  }).toPass()
  // Shared as a link, it opens the same way.
  await page.goto('/rbf?type=fullrbf')
  await expect(page.getByTestId('rbf-switch-fullRbf')).toHaveAttribute('aria-current', 'page')
  await expect(page.locator(`[data-testid="rbf-tree"][data-txid="${full}"]`)).toBeVisible()
})

test('the page of a transaction replaced while open says so, with the timeline; so does its replacement', async ({
  page,
  simnet,
}) => {
  const original = await simnet.tx('main', { feeRate: 1.5 })
  await page.goto(`/tx/${original}`)
  await expect(page.getByTestId('tx-summary')).toBeVisible()
  await expect(page.getByTestId('tx-replaced')).toHaveCount(0)
  const replacement = await simnet.replace('main', original, { feeRate: 30 })
  const banner = page.getByTestId('tx-replaced')
  await expect(banner).toContainText(`replaced by ${replacement}`)
  const versions = page.getByTestId('tx-rbf-version')
  await expect(versions).toHaveCount(2)
  await expect(versions.nth(0)).toHaveAttribute('data-txid', original)
  await expect(versions.nth(0)).toHaveAttribute('aria-current', 'true')
  await expect(versions.nth(1)).toHaveAttribute('data-txid', replacement)
  await expect(versions.nth(1).getByTestId('tx-rbf-version-rate')).toContainText(
    'over what it replaced',
  )
  await banner.getByRole('link', { name: replacement }).click()
  await expect(page).toHaveURL(new RegExp(`/tx/${replacement}$`))
  await expect(page.getByTestId('tx-replaced')).toHaveCount(0)
  await expect(versions.nth(1)).toHaveAttribute('aria-current', 'true')
  await expect(versions.nth(0).getByRole('link', { name: original })).toHaveAttribute(
    'href',
    `/tx/${original}`,
  )
  // Opened afresh, the replaced one is gone from the mempool: replaced, with its timeline, not "not found".
  await page.goto(`/tx/${original}`)
  await expect(page.getByTestId('tx-replaced-gone')).toContainText(`replaced by ${replacement}`)
  await expect(versions).toHaveCount(2)
  await expect(page.getByTestId('tx-waiting')).toHaveCount(0)
})

test('a service without the replacement routes says so', async ({ page }) => {
  // The socket stays silent: a live tree would otherwise take the refused list's place (seen on a clean run).
  await page.routeWebSocket(/\/api\/v1\/ws$/, () => {})
  await page.route('**/api/v1/replacements', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  )
  await page.goto('/rbf')
  await expect(page.getByTestId('rbf-unavailable')).toContainText(
    'This data service does not list replacements (it answered HTTP 404)',
  )
})

test('a failing service gets a reason and Retry, and Retry recovers', async ({ page, simnet }) => {
  // The socket stays silent: its trees would otherwise take the failed request's place.
  await page.routeWebSocket(/\/api\/v1\/ws$/, () => {})
  await simnet.faults({ errorRate: 1, errorStatus: 503 })
  await page.goto('/rbf')
  const error = page.getByTestId('rbf-error')
  // The app retries a 503 three times (1 s, 2 s, 4 s) before it tells.
  await expect(error).toContainText('The data service is unavailable right now (HTTP 503)', {
    timeout: 20_000,
  })
  await simnet.clearFaults()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('rbf-trees').or(page.getByTestId('rbf-empty'))).toBeVisible()
})

test('an unknown ?type is named, and Liquid has no replacements page', async ({ page }) => {
  await page.goto('/rbf?type=newest')
  await expect(page.getByTestId('rbf-invalid')).toContainText(
    '“newest” is not a kind of replacement',
  )
  await page.goto('/liquid/rbf')
  await expect(page.getByTestId('not-found')).toContainText(
    'RBF replacements pages do not exist on Liquid',
  )
})

test('fits a 390 px phone screen without sideways scrolling, the list and a timeline', async ({
  page,
  simnet,
}) => {
  const first = await simnet.tx('main', { feeRate: 1.5 })
  const second = await simnet.replace('main', first, { feeRate: 10 })
  const third = await simnet.replace('main', second, { feeRate: 30 })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/rbf')
  const tree = page.locator(`[data-testid="rbf-tree"][data-txid="${third}"]`)
  await expect(tree.locator(`[data-testid="rbf-node"][data-txid="${first}"]`)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.goto(`/tx/${second}`)
  await expect(page.getByTestId('tx-rbf-version')).toHaveCount(3)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
