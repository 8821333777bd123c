import { expect, networkPath, test } from './fixtures'
import { busiestNode } from './lightning-node-helpers'

test('every page names what it shows in its title, and has one main landmark', async ({
  page,
  simnet,
}) => {
  const { busyAddress, tip } = await simnet.state('main')
  const [txid] = await simnet.api<string[]>('main', `/block/${tip.hash}/txids`)
  const node = await busiestNode(simnet, 'main')
  const testnetTip = (await simnet.state('testnet')).tip
  const pages: [string, string | RegExp][] = [
    ['/', 'Dashboard · Outpoint'],
    [`/block/${tip.hash}`, `Block ${tip.height} · Outpoint`],
    [`/tx/${txid}`, `Transaction ${txid} · Outpoint`],
    [`/address/${busyAddress}`, `Address ${busyAddress} · Outpoint`],
    ['/mining', 'Mining · Outpoint'],
    ['/lightning', 'Lightning network · Outpoint'],
    [
      `/lightning/node/${node.publicKey}`,
      `${node.alias || node.publicKey} · Lightning node · Outpoint`,
    ],
    ['/tx/push', 'Broadcast transaction · Outpoint'],
    ['/swap', 'Swap · Outpoint'],
    ['/no/such/page', 'Page not found · Outpoint'],
    [
      networkPath('testnet', `/block/${testnetTip.hash}`),
      `Block ${testnetTip.height} · Testnet3 · Outpoint`,
    ],
  ]
  for (const [path, title] of pages) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(title)
    await expect(page.locator('main'), path).toHaveCount(1)
  }
})
