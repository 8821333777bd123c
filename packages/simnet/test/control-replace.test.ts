import {
  type ExplorerClient,
  getFullRbfReplacements,
  getMempoolTxids,
  getRbfHistory,
  getReplacements,
  getTransaction,
} from '@outpoint/explorer-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor } from './client-helpers.js'
import {
  type ControlledSimnet,
  freshAddress,
  ledgerProblems,
  startControlled,
} from './control-helpers.js'
import { TestClient } from './ws-helpers.js'

let service: ControlledSimnet
let client: ExplorerClient<'main'>

beforeAll(async () => {
  service = await startControlled()
  client = clientFor(service.host)
})

afterAll(async () => {
  await service.close()
})

const pay = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await service.call('POST', '/_simnet/tx', { amount: 60_000, feeRate: 3, ...body })
  expect(answer.status).toBe(200)
  return (answer.body as { txid: string }).txid
}

describe('POST /_simnet/replace', () => {
  it('replaces a payment by a fee bump: same recipient, higher rate, in the RBF routes and on the websocket', async () => {
    const address = freshAddress('p2wpkh', 31)
    const original = await pay({ address })
    const ws = await TestClient.open(`ws://${service.host}/api/v1/ws`)
    ws.send({ 'track-tx': original, 'watch-mempool': true })
    ws.send({ 'track-rbf': 'all' })
    await ws.next('rbfLatest')
    const from = ws.frames.length

    const answer = await service.call('POST', '/_simnet/replace', { txid: original, feeRate: 9 })
    expect(answer.status).toBe(200)
    const { txid, replaced } = answer.body as { txid: string; replaced: string }
    expect(replaced).toBe(original)
    expect(txid).not.toBe(original)

    const mempool = await getMempoolTxids(client)
    expect(mempool).toContain(txid)
    expect(mempool).not.toContain(original)
    const tx = await getTransaction(client, { txid })
    expect(tx.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: address, value: 60_000 }),
    )
    expect(tx.fee / (tx.weight / 4)).toBeGreaterThanOrEqual(9)
    // It signals, as asked by default.
    expect(tx.vin.some((input) => input.sequence < 0xfffffffe)).toBe(true)

    const history = await getRbfHistory(client, { txid: original })
    expect(history.replacements?.tx.txid).toBe(txid)
    expect(history.replacements?.replaces.map((node) => node.tx.txid)).toEqual([original])
    expect((await getReplacements(client)).map((tree) => tree.tx.txid)).toContain(txid)
    // The original signalled: not a full-RBF replacement.
    expect((await getFullRbfReplacements(client)).map((tree) => tree.tx.txid)).not.toContain(txid)

    const told = await ws.next('rbfTransaction', from)
    expect(told.rbfTransaction).toEqual({ txid })
    const latest = await ws.next('rbfLatest', from)
    expect((latest.rbfLatest as { tx: { txid: string } }[]).map((t) => t.tx.txid)).toContain(txid)
    ws.close()
    expect(ledgerProblems(await service.simnet.bitcoin('main'))).toEqual([])
  })

  it('replaces a payment that did not signal: a full-RBF replacement', async () => {
    const original = await pay({ replaceable: false })
    const answer = await service.call('POST', '/_simnet/replace', { txid: original })
    expect(answer.status).toBe(200)
    const { txid } = answer.body as { txid: string }
    const full = await getFullRbfReplacements(client)
    const tree = full.find((t) => t.tx.txid === txid)
    expect(tree?.fullRbf).toBe(true)
    expect(tree?.replaces[0]?.tx).toMatchObject({ txid: original, rbf: false })
  })

  it('replaces a replacement: a tree two levels deep', async () => {
    const first = await pay({})
    const second = (await service.call('POST', '/_simnet/replace', { txid: first, feeRate: 6 }))
      .body as { txid: string }
    const third = (
      await service.call('POST', '/_simnet/replace', {
        txid: second.txid,
        feeRate: 12,
      })
    ).body as { txid: string }
    const history = await getRbfHistory(client, { txid: first })
    expect(history.replacements?.tx.txid).toBe(third.txid)
    expect(history.replacements?.replaces[0]?.tx.txid).toBe(second.txid)
    expect(history.replacements?.replaces[0]?.replaces[0]?.tx.txid).toBe(first)
  })

  it('refuses what it cannot replace, in words', async () => {
    const original = await pay({})
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /"txid" must be a transaction id/],
      [{ txid: 'nope' }, 400, /"txid" must be a transaction id/],
      [{ txid: '00'.repeat(32) }, 404, /No transaction 0{64} is in the mempool/],
      [{ txid: original, feeRate: 3 }, 409, /does not pay for what it evicts/],
      [{ txid: original, feeRate: 0 }, 400, /"feeRate" must be a number from 1/],
      [{ txid: original, extra: 1 }, 400, /extra/],
    ]
    for (const [body, status, words] of cases) {
      const answer = await service.call('POST', '/_simnet/replace', body)
      expect([answer.status, answer.body]).toEqual([status, expect.stringMatching(words)])
    }
    const liquid = await service.call('POST', '/_simnet/replace?network=liquid', { txid: original })
    expect(liquid.status).toBe(400)
    expect(await getMempoolTxids(client)).toContain(original)
  })
})
