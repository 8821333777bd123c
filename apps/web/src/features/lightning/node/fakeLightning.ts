import type {
  ChannelSide,
  LightningChannel,
  LightningNode,
  NodeChannel,
} from '@outpoint/explorer-client'

// A Lightning service double for the node and channel page tests: one node with 250 open and 12 closed
// channels, answered ten a page by `index` as mempool's backend does, in its wire shapes (capacities that
// are SQL sums as decimal strings, is_disabled as 0/1) so the pages meet what the client hands on.

export const nodeKey = `02${'a1'.repeat(32)}`
export const hostileAlias =
  '<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>'

export const node: LightningNode = {
  public_key: nodeKey,
  alias: hostileAlias,
  first_seen: 1_600_000_000,
  updated_at: 1_700_000_000,
  color: '#ff9900',
  sockets: '203.0.113.5:9735,abcdefghijklmnop.onion:9735',
  as_number: 16509,
  city_id: 1,
  country_id: 2,
  subdivision_id: null,
  longitude: 8.68,
  latitude: 50.11,
  iso_code: 'DE',
  as_organization: 'Amazon.com',
  city: { en: 'Frankfurt' },
  country: { en: 'Germany' },
  subdivision: null,
  features: [{ bit: 9, name: 'tlv_onion', is_known: true, is_required: false }],
  featuresBits: '0200',
  active_channel_count: 250,
  capacity: 2_500_000_000,
  opened_channel_count: 250,
  closed_channel_count: 12,
  custom_records: {},
}

export const peerChannel = (status: 'open' | 'closed', i: number): NodeChannel => ({
  status: status === 'open' ? 1 : 2,
  closing_reason: status === 'open' ? null : 2,
  closing_date: status === 'open' ? null : 1_700_000_000,
  capacity: 1_000_000 + i,
  short_id: `${700_000 + i}x1x${status === 'open' ? 0 : 1}`,
  id: String(1000 + i),
  fee_rate: 100,
  node: {
    alias: `peer ${status} ${i}`,
    public_key: `03${'b2'.repeat(32)}`,
    channels: 3,
    capacity: 5,
  },
})

const side = (alias: string, key: string): ChannelSide => ({
  alias,
  public_key: key,
  channels: 4,
  capacity: 9_000_000,
  base_fee_mtokens: 1000,
  cltv_delta: 40,
  fee_rate: 250,
  is_disabled: alias === 'right',
  max_htlc_mtokens: 990_000_000,
  min_htlc_mtokens: 1000,
  updated_at: '2023-11-14T22:13:20.000Z',
  longitude: null,
  latitude: null,
  funding_balance: 0,
  closing_balance: 0,
})

export const closedChannel: LightningChannel = {
  id: '769658278338002944',
  short_id: '700000x1x1',
  capacity: 5_000_000,
  transaction_id: 'aa'.repeat(32),
  transaction_vout: 1,
  closing_transaction_id: 'bb'.repeat(32),
  closing_fee: 0,
  closing_reason: 3,
  closing_date: '2023-11-14T22:13:20.000Z',
  updated_at: '2023-11-14T22:13:20.000Z',
  created: '2023-01-01T00:00:00.000Z',
  status: 2,
  funding_ratio: null,
  closed_by: null,
  single_funded: true,
  node_left: side('left', nodeKey),
  node_right: side('right', `03${'b2'.repeat(32)}`),
}

/** The service double as a fetch; every path asked is pushed to `asked`. */
export function fakeLightningFetch(asked: string[] = []) {
  return async (url: string) => {
    const parsed = new URL(url)
    const path = parsed.pathname.replace(/^\/(testnet|signet)/, '')
    asked.push(`${path}${parsed.search}`)
    if (path === `/api/v1/lightning/nodes/${nodeKey}`) {
      return Response.json({ ...node, capacity: String(node.capacity) })
    }
    if (path === `/api/v1/lightning/nodes/${nodeKey}/statistics`) return Response.json([])
    // mempool's answer for a node it does not know (nodes.api.ts $getNode throws it): a 500.
    if (/^\/api\/v1\/lightning\/nodes\/[^/]+$/.test(path)) {
      return new Response('This node does not exist, or our node is not seeing it yet', {
        status: 500,
      })
    }
    if (path === '/api/v1/lightning/channels') {
      const status = parsed.searchParams.get('status') === 'closed' ? 'closed' : 'open'
      const index = Number(parsed.searchParams.get('index') ?? 0)
      const total = status === 'open' ? 250 : 12
      const count = Math.max(0, Math.min(10, total - index))
      return Response.json(
        Array.from({ length: count }, (_, i) => {
          const channel = peerChannel(status, index + i)
          return { ...channel, node: { ...channel.node, capacity: String(channel.node.capacity) } }
        }),
      )
    }
    // mempool finds a channel by its integer id only: 700000x1x1 packs into 769658139443265537.
    if (path === '/api/v1/lightning/channels/769658139443265537') {
      const flag = (side: ChannelSide) => ({ ...side, is_disabled: side.is_disabled ? 1 : 0 })
      const { node_left: left, node_right: right } = closedChannel
      return Response.json({ ...closedChannel, node_left: flag(left), node_right: flag(right) })
    }
    return new Response('Not found', { status: 404 })
  }
}
