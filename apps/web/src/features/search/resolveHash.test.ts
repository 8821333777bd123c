import { createExplorerClient, type Network } from '@outpoint/explorer-client'
import { describe, expect, it } from 'vitest'
import { lookupOrder, resolveHash } from './resolveHash'

const block = `00000000${'ab'.repeat(28)}`
const tx = 'cd'.repeat(32)

/** A native asset's stats as electrs sends them (the client checks them at its door). */
const pegStats = {
  tx_count: 1,
  peg_in_count: 1,
  peg_in_amount: 1000,
  peg_out_count: 0,
  peg_out_amount: 0,
  burn_count: 0,
  burned_amount: 0,
}

/**
 * A client whose fetch answers from `answers` (path suffix → status, or the body of a 200), recording
 * what was asked.
 */
function clientWith(network: Network, answers: Record<string, number | string>) {
  const asked: string[] = []
  const client = createExplorerClient({
    host: 'example.test',
    network,
    transport: {
      retry: false,
      fetch: async (url) => {
        const path = new URL(url).pathname
        asked.push(path)
        const answer = Object.entries(answers).find(([suffix]) => path.endsWith(suffix))?.[1] ?? 404
        const status = typeof answer === 'string' ? 200 : answer
        const body =
          typeof answer === 'string'
            ? answer
            : status !== 200
              ? 'not found'
              : path.endsWith('/header')
                ? 'aa'
                : path.includes('/asset/')
                  ? JSON.stringify({ asset_id: tx, chain_stats: pegStats, mempool_stats: pegStats })
                  : '{"confirmed":true}'
        return new Response(body, { status })
      },
    },
  })
  return { client, asked }
}

describe('lookupOrder', () => {
  it('asks for a block first when the hash has the network proof-of-work zeros', () => {
    expect(lookupOrder(block, 'main')).toEqual(['block', 'tx'])
    expect(lookupOrder(tx, 'main')).toEqual(['tx', 'block'])
    expect(lookupOrder(`00000${'e'.repeat(59)}`, 'signet')).toEqual(['block', 'tx'])
    expect(lookupOrder(`00000${'e'.repeat(59)}`, 'testnet4')).toEqual(['tx', 'block'])
  })

  it('asks asset, block, transaction on Liquid', () => {
    expect(lookupOrder(block, 'liquid')).toEqual(['asset', 'block', 'tx'])
  })
})

describe('resolveHash', () => {
  it('falls through to the kind that exists', async () => {
    const { client, asked } = clientWith('testnet', { [`/tx/${block}/status`]: 200 })
    expect(await resolveHash(client, block)).toBe(`/testnet/tx/${block}`)
    expect(asked).toEqual([`/testnet/api/block/${block}/header`, `/testnet/api/tx/${block}/status`])
  })

  it('stops at the first hit', async () => {
    const { client, asked } = clientWith('main', { [`/tx/${tx}/status`]: 200 })
    expect(await resolveHash(client, tx)).toBe(`/tx/${tx}`)
    expect(asked).toHaveLength(1)
  })

  it("takes electrs' unconfirmed status of an unknown txid for no transaction (its hex is a 404)", async () => {
    const unknown = { [`/tx/${block}/status`]: '{"confirmed":false}' }
    const { client, asked } = clientWith('testnet', {
      ...unknown,
      [`/block/${block}/header`]: 404,
    })
    expect(await resolveHash(client, block)).toBeUndefined()
    expect(asked).toContain(`/testnet/api/tx/${block}/hex`)
    const pending = clientWith('main', {
      [`/tx/${tx}/status`]: '{"confirmed":false}',
      [`/tx/${tx}/hex`]: '0200',
    })
    expect(await resolveHash(pending.client, tx)).toBe(`/tx/${tx}`)
  })

  it('opens a transaction the service knows only as replaced (its RBF cache), and no other unknown one', async () => {
    const node = (txid: string) => ({
      tx: { txid, fee: 300, vsize: 141, value: 5_000, rate: 2, rbf: true, fullRbf: false },
      time: 1_760_000_000,
      fullRbf: false,
      replaces: [],
    })
    const gone = clientWith('main', {
      [`/tx/${tx}/status`]: '{"confirmed":false}',
      [`/v1/tx/${tx}/rbf`]: JSON.stringify({
        replacements: { ...node('ef'.repeat(32)), replaces: [{ ...node(tx), interval: 60 }] },
        replaces: null,
      }),
    })
    expect(await resolveHash(gone.client, tx)).toBe(`/tx/${tx}`)
    const unknown = clientWith('main', {
      [`/tx/${tx}/status`]: '{"confirmed":false}',
      [`/v1/tx/${tx}/rbf`]: '{"replacements":null,"replaces":null}',
    })
    expect(await resolveHash(unknown.client, tx)).toBeUndefined()
  })

  it('finds Liquid assets', async () => {
    const { client } = clientWith('liquid', { [`/asset/${tx}`]: 200 })
    expect(await resolveHash(client, tx)).toBe(`/liquid/assets/asset/${tx}`)
  })

  it('returns undefined when nothing has that id', async () => {
    const { client, asked } = clientWith('main', {})
    expect(await resolveHash(client, tx)).toBeUndefined()
    expect(asked).toHaveLength(2)
  })

  it('throws service failures instead of calling them "not found"', async () => {
    const { client } = clientWith('main', { [`/tx/${tx}/status`]: 503 })
    await expect(resolveHash(client, tx)).rejects.toMatchObject({
      name: 'HttpRequestError',
      status: 503,
    })
  })
})
