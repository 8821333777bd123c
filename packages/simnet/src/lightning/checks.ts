import { HttpError } from '../server/router.js'
import type { LightningGraph, LnChannel, LnNode } from './types.js'

/** Parameter checks of the Lightning routes: a short 400 for a malformed value, 404 for an unknown one. */

/** A node public key: 66 hex digits of a compressed key, any case. */
export function publicKeyParam(value: string | null | undefined): string {
  if (!value || !/^0[23][0-9a-fA-F]{64}$/.test(value))
    throw new HttpError(400, 'Invalid public key')
  return value.toLowerCase()
}

/**
 * The node of `/v1/lightning/nodes/:public_key`. mempool checks no key there: one it does not find, well
 * formed or not, makes `nodes.api.ts` `$getNode` throw, and the route answers the message with a 500.
 */
export function nodeParam(graph: LightningGraph, value: string | null | undefined): LnNode {
  const node = graph.byPublicKey.get((value ?? '').toLowerCase())
  if (!node) throw new HttpError(500, 'This node does not exist, or our node is not seeing it yet')
  return node
}

/**
 * A channel by its integer id, as mempool's `$getChannel` finds it (`channels.id = ?`): a short id
 * (`698908x1305x0`) or any other text finds nothing there, so it is 404 too, never 400.
 */
export function channelParam(graph: LightningGraph, value: string | undefined): LnChannel {
  if (!value || !/^\d{1,20}$/.test(value)) throw new HttpError(404, 'Channel not found')
  const id = BigInt(value)
  const shortId = `${id >> 40n}x${(id >> 16n) & 0xffffffn}x${id & 0xffffn}`
  const channel = graph.byShortId.get(shortId)
  if (!channel) throw new HttpError(404, 'Channel not found')
  return channel
}

/** Statistics periods, as mempool names them, in days (`all` for everything). */
const intervals: Record<string, number> = {
  '24h': 1,
  '3d': 3,
  '1w': 7,
  '1m': 30,
  '3m': 91,
  '6m': 182,
  '1y': 365,
  '2y': 730,
  '3y': 1095,
  '4y': 1460,
  all: Number.POSITIVE_INFINITY,
}

/**
 * The period's length in seconds. Any other text (`all`, or the literal `undefined` of mempool.js) is the
 * whole history, as mempool's `Common.getSqlInterval` gives no interval for it: never a 400.
 */
export function intervalParam(value: string | undefined): number {
  const days = value === undefined ? undefined : intervals[value]
  return (days ?? Number.POSITIVE_INFINITY) * 86_400
}

export type ChannelFilter = 'open' | 'active' | 'closed'

export function statusParam(value: string | null): ChannelFilter {
  if (value !== 'open' && value !== 'active' && value !== 'closed') {
    throw new HttpError(400, 'Invalid status')
  }
  return value
}

/**
 * A list offset; -1 asks for the first 1,000 in short form (mempool's channel tree). Read as mempool's
 * `parseInt(index, 10) || 0`: text that is no number (the literal `undefined` mempool.js sends when no
 * index is given) is 0, `12abc` is 12; only a number below -1 is refused.
 */
export function indexParam(value: string | null): number {
  const index = Number.parseInt(value ?? '0', 10) || 0
  if (index < -1) throw new HttpError(400, 'Invalid index')
  return index
}

/** One or more AS numbers, comma-separated. */
export function asnsParam(value: string | undefined): number[] {
  if (!value || !/^\d{1,10}(,\d{1,10})*$/.test(value)) {
    throw new HttpError(400, 'Invalid AS number: digits, several separated by commas')
  }
  return value.split(',').map(Number)
}

/** An ISO 3166 alpha-2 code, any case. */
export function countryParam(value: string | undefined): string {
  if (!value || !/^[A-Za-z]{2}$/.test(value)) throw new HttpError(400, 'Invalid country code')
  return value.toUpperCase()
}
