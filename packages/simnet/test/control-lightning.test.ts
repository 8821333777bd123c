import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lightningGraph } from '../src/lightning/graph.js'
import type { LightningGraph } from '../src/lightning/types.js'
import { type ControlledSimnet, startControlled } from './control-helpers.js'

// The control API's Lightning part: renaming a node so a browser test can feed it a hostile alias.

let service: ControlledSimnet
let graph: LightningGraph

beforeAll(async () => {
  service = await startControlled()
  graph = lightningGraph(await service.simnet.bitcoin('main'))
})

afterAll(() => service.close())

const rest = async (path: string) => (await fetch(`http://${service.host}/api${path}`)).json()

describe('stand-in transactions of old channels', () => {
  it('answer 404, not 500, for merkle proofs: their block is not held', async () => {
    const old = graph.channels.find((c) => !c.onChain)
    if (!old) throw new Error('the graph has old channels')
    for (const route of ['merkle-proof', 'merkleblock-proof']) {
      const answer = await fetch(`http://${service.host}/api/tx/${old.txid}/${route}`)
      expect(answer.status).toBe(404)
      expect(await answer.text()).toContain('Block of this transaction not found')
    }
  })
})

describe('POST /_simnet/lightning/alias', () => {
  it('renames a node: the node route and search then answer with the new alias', async () => {
    const node = graph.nodes[5]
    if (!node) throw new Error('the graph has nodes')
    const alias = '<img src=x onerror=alert(1)> zebrafinch'
    type Found = { nodes: { public_key: string }[] }
    // A search first, so the alias words are indexed before the rename (as on a running service).
    const before = (await rest('/v1/lightning/search?searchText=zebrafinch')) as Found
    expect(before.nodes).toEqual([])
    const answer = await service.call('POST', '/_simnet/lightning/alias', {
      publicKey: node.publicKey,
      alias,
    })
    expect(answer).toMatchObject({
      status: 200,
      body: { publicKey: node.publicKey, alias, fitsBolt7: false },
    })
    expect(await rest(`/v1/lightning/nodes/${node.publicKey}`)).toMatchObject({ alias })
    const found = (await rest('/v1/lightning/search?searchText=zebrafinch')) as Found
    expect(found.nodes.map((n) => n.public_key)).toEqual([node.publicKey])
  })

  it('refuses an unknown key, a missing field, a long alias and networks without Lightning', async () => {
    const key = graph.nodes[0]?.publicKey
    const cases: [string, unknown, number][] = [
      ['/_simnet/lightning/alias', { publicKey: `02${'0'.repeat(64)}`, alias: 'x' }, 404],
      ['/_simnet/lightning/alias', { alias: 'x' }, 400],
      ['/_simnet/lightning/alias', { publicKey: key }, 400],
      ['/_simnet/lightning/alias', { publicKey: key, alias: 'x'.repeat(257) }, 400],
      ['/_simnet/lightning/alias', { publicKey: key, alias: 7 }, 400],
      ['/_simnet/lightning/alias?network=regtest', { publicKey: key, alias: 'x' }, 400],
      ['/_simnet/lightning/alias?network=liquid', { publicKey: key, alias: 'x' }, 400],
    ]
    for (const [path, body, status] of cases) {
      expect((await service.call('POST', path, body)).status, JSON.stringify(body)).toBe(status)
    }
    expect(graph.nodes[0]?.alias).not.toBe('x')
  })
})
