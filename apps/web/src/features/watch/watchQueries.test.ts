import { createExplorerClient, NotFoundError } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import type { Watch } from './model/watches'
import { fetchWatchFigures } from './watchQueries'

const txid = 'cd'.repeat(32)
const watch: Watch = { type: 'transaction', network: 'main', id: txid, added: 0 }

/** A service answering as electrs: any txid's status, the transaction itself only while it has it. */
function service(tx: object | undefined) {
  const asked: string[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '')
    asked.push(path)
    if (path === `tx/${txid}/status`) {
      return Response.json(tx ? (tx as { status: object }).status : { confirmed: false })
    }
    if (path === `tx/${txid}` && tx) return Response.json(tx)
    return new Response('Transaction not found', { status: 404 })
  }
  const client = createExplorerClient({ host: 'h.test', network: 'main', transport: { fetch } })
  return { client, asked }
}

const unconfirmedTx = {
  txid,
  version: 2,
  locktime: 0,
  vin: [],
  vout: [],
  size: 100,
  weight: 400,
  fee: 100,
  status: { confirmed: false },
}

describe('fetchWatchFigures', () => {
  it('a transaction the service no longer has is NotFound, though its status reads unconfirmed', async () => {
    const { client, asked } = service(undefined)
    await expect(fetchWatchFigures(client, watch)).rejects.toBeInstanceOf(NotFoundError)
    expect(asked).toEqual([`tx/${txid}/status`, `tx/${txid}`])
  })

  it('an unconfirmed transaction the service has is unconfirmed', async () => {
    const { client } = service(unconfirmedTx)
    await expect(fetchWatchFigures(client, watch)).resolves.toEqual({
      type: 'transaction',
      confirmed: false,
      height: null,
    })
  })

  it('a confirmed one is read from its status alone', async () => {
    const status = {
      confirmed: true,
      block_height: 812,
      block_hash: 'ee'.repeat(32),
      block_time: 1,
    }
    const { client, asked } = service({ ...unconfirmedTx, status })
    await expect(fetchWatchFigures(client, watch)).resolves.toEqual({
      type: 'transaction',
      confirmed: true,
      height: 812,
    })
    expect(asked).toEqual([`tx/${txid}/status`])
  })
})
