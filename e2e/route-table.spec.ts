import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type Simnet, test } from './fixtures'
import { busiestNode, type NodeChannelRow } from './lightning-node-helpers'
import { confirmedTxid } from './transaction-helpers'

// Visits every row of the table of mempool.space's URLs in apps/web/README.md, on the served build
// against simnet: the table is the promise, this spec keeps it.

interface Row {
  example: string
  check: string
}

/** The table's rows: the example (2nd column) and the check (4th), each between backticks. */
function tableRows(): Row[] {
  const readme = readFileSync(
    fileURLToPath(new URL('../apps/web/README.md', import.meta.url)),
    'utf8',
  )
  const start = readme.indexOf('<!-- route-table:start -->')
  const end = readme.indexOf('<!-- route-table:end -->')
  if (start < 0 || end < start) throw new Error('apps/web/README.md has no route table')
  return readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\|? *`?|`? *\|?$/g, ''))
      const [, example, , check] = cells
      if (!example || !check) throw new Error(`a route table row without example or check: ${line}`)
      return { example, check }
    })
}

/** What the table's `{placeholders}` stand for, read from simnet. */
async function placeholders(simnet: Simnet): Promise<Record<string, string>> {
  const { tip, busyAddress } = await simnet.state('main')
  const txid = await confirmedTxid(simnet, 'main')
  const ranking = await simnet.api<{ pools: { name: string; slug: string }[] }>(
    'main',
    '/v1/mining/pools/1w',
  )
  const pool = ranking.pools[0]
  if (!pool) throw new Error('no pool mined last week')
  const node = (await busiestNode(simnet, 'main')).publicKey
  const [channel] = await simnet.api<NodeChannelRow[]>(
    'main',
    `/v1/lightning/channels?public_key=${node}&status=open&index=0`,
  )
  if (!channel) throw new Error('the busiest node has no open channel')
  return {
    hash: tip.hash,
    height: String(tip.height),
    txid,
    address: busyAddress,
    pubkey: `02${'79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'}`,
    slug: pool.slug,
    pool: pool.name,
    node,
    channel: channel.short_id,
  }
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`unknown placeholder ${whole} in the route table`)
    return value
  })

test('every mempool.space URL of the route table answers as the table says', async ({
  page,
  simnet,
}) => {
  const rows = tableRows()
  expect(rows.length).toBeGreaterThan(60)
  test.setTimeout(rows.length * 15_000)
  const values = await placeholders(simnet)
  const notFound = page.getByTestId('not-found')
  for (const row of rows) {
    const url = fill(row.example, values)
    const [kind, ...rest] = fill(row.check, values).split(' ')
    const argument = rest.join(' ')
    await test.step(`${url}: ${kind} ${argument}`, async () => {
      await page.goto(url)
      if (kind === 'title') {
        await expect(page, url).toHaveTitle(new RegExp(literally(argument)))
        await expect(notFound, url).toHaveCount(0)
      } else if (kind === 'redirect') {
        await expect.poll(() => new URL(page.url()).pathname, { message: url }).toBe(argument)
      } else if (kind === 'nearest') {
        await expect(page.getByTestId('not-found-nearest'), url).toHaveAttribute('href', argument)
      } else if (kind === 'missing') {
        await expect(notFound, url).toBeVisible()
      } else {
        throw new Error(`unknown check "${row.check}" in the route table`)
      }
    })
  }
})

/** `text` as a pattern that matches it as written. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
