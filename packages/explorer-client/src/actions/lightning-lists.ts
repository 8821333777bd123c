import type { ExplorerClient } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { BitcoinNetwork } from '../networks.js'
import { schema } from '../validate/schema.js'
import type { LightningNode, PenaltyChannel } from '../wire/lightning.js'
import { type CallOptions, endpoint } from './endpoint.js'
import { node } from './lightning-shapes.js'

// Apart from lightning.ts, which the app's search loads on every page: these two serve one page each.

type LightningClient = ExplorerClient<BitcoinNetwork>

/**
 * `penalties` (`channels.api.ts` `$getPenaltyClosedChannels`): raw `channels.*` rows plus `alias_left` and
 * `alias_right` (LEFT JOIN nodes), newest close first. The other columns pass unchecked.
 */
const penaltyChannels = schema([
  {
    id: 's',
    short_id: 's',
    capacity: 'i',
    transaction_id: 'h',
    transaction_vout: 'i',
    closing_transaction_id: 's!',
    closing_date: 's!',
    closing_reason: 'i',
    status: 'i',
    node1_public_key: 's',
    node2_public_key: 's',
    alias_left: 's!',
    alias_right: 's!',
  },
])

/**
 * `GET /v1/lightning/penalties`: channels closed with a penalty (a justice transaction), newest first, as raw
 * channel rows with both aliases (`channels.routes.ts` `$getPenaltyClosedChannels`).
 *
 * @example
 * const channels = await getPenaltyChannels(client)
 * channels[0]?.closing_transaction_id // the justice transaction
 */
export const getPenaltyChannels = endpoint<
  (client: LightningClient, options?: CallOptions) => Promise<PenaltyChannel[]>
>('v1/lightning/penalties', penaltyChannels, { chain: 'bitcoin' })

const groupName = (name: string, value: unknown): string => {
  if (typeof value !== 'string' || !/^[a-z0-9][a-z0-9.-]{0,63}$/i.test(value)) {
    throw new InvalidParameterError(name, value, 'a group name: letters, digits, dots and dashes')
  }
  return value
}

/**
 * `GET /v1/lightning/nodes/group/:name`: the nodes of a named group. mempool's backend serves one group, the
 * nodes mempool.space runs on the network (`nodes.routes.ts` `$getNodeGroup`, a list of public keys per
 * network; its front end asks for `mempool.space`), each as `nodes/:public_key` sends it; keys it does not
 * know are left out.
 *
 * @example
 * const nodes = await getLightningNodeGroup(client, { name: 'mempool.space' })
 */
export const getLightningNodeGroup = endpoint<
  (client: LightningClient, params: CallOptions & { name: string }) => Promise<LightningNode[]>
>('v1/lightning/nodes/group/:name', schema([node]), {
  chain: 'bitcoin',
  rules: { name: groupName },
})
