import type { ChannelStatus } from '@outpoint/explorer-client'
import type { Rng } from '../rng.js'
import type { ChainClock, FundingOutput, FundingPool } from './funding.js'
import type { GeneratedNodes } from './nodes.js'
import { closingOf, fundingBalances, policyOf } from './policies.js'
import type { Closing, LnChannel } from './types.js'

const day = 86_400
const roundCapacities = [
  500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 16_777_215, 20_000_000,
  50_000_000, 100_000_000,
]

export interface ChannelPlan {
  open: number
  closed: number
  /** When the network's Lightning graph starts: no channel is older. */
  start: number
}

/** Samples node indexes in proportion to their weights. */
function weightedSampler(rng: Rng, weights: number[]): () => number {
  const cumulative: number[] = []
  let total = 0
  for (const w of weights) {
    total += w
    cumulative.push(total)
  }
  return () => {
    const draw = rng.next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const mid = (low + high) >> 1
      if ((cumulative[mid] as number) <= draw) low = mid + 1
      else high = mid
    }
    return low
  }
}

/** Log-normal around a few million sat, larger between hubs, often a round amount. */
function capacityOf(rng: Rng, weightA: number, weightB: number): number {
  const hubs = 1 + 0.25 * Math.log10(Math.max(1, weightA * weightB))
  const raw = Math.min(500_000_000, Math.max(20_000, rng.logNormal(2_500_000 * hubs, 1.1)))
  const draw = rng.next()
  if (draw < 0.35) {
    return roundCapacities.reduce((best, c) =>
      Math.abs(c - raw) < Math.abs(best - raw) ? c : best,
    )
  }
  return draw < 0.7 ? Math.max(20_000, Math.round(raw / 10_000) * 10_000) : Math.round(raw)
}

/** Seconds since opening: most channels are young (mean `meanDays`), the rest spread over the network's life. */
function ageOf(rng: Rng, lifetimeDays: number, meanDays: number): number {
  const days = rng.chance(0.7) ? rng.exponential(meanDays) : rng.next() * lifetimeDays
  return (days < lifetimeDays ? days : rng.next() * lifetimeDays) * day
}

interface Funding {
  height: number
  txIndex: number
  vout: number
  txid: string
  capacity: number
  created: number
  onChain: boolean
  fundingRatio: number | null
  singleFunded: boolean
}

function fromChain(output: FundingOutput): Funding {
  return {
    height: output.height,
    txIndex: output.txIndex,
    vout: output.vout,
    txid: output.txid,
    capacity: output.value,
    created: output.time,
    onChain: true,
    fundingRatio: output.fundingRatio,
    singleFunded: output.singleFunded,
  }
}

/**
 * The channels between `nodes`: every node gets at least one, the rest join nodes in proportion to their
 * weights (so hubs meet hubs). Channels funded or closed within the chain's history use its transactions;
 * older ones get stand-in txids and heights before it.
 */
export function generateChannels(
  rng: Rng,
  { nodes, styles, weights }: GeneratedNodes,
  plan: ChannelPlan,
  clock: ChainClock,
  pool: FundingPool,
): LnChannel[] {
  const sample = weightedSampler(rng, weights)
  const total = plan.open + plan.closed
  const pairs: [number, number][] = []
  for (let i = 0; i < nodes.length && pairs.length < total; i++) pairs.push([i, sample()])
  while (pairs.length < total) pairs.push([sample(), sample()])
  const lifetimeDays = (clock.now - plan.start) / day
  const shortIds = new Set<string>()
  const channels: LnChannel[] = []
  let closedLeft = plan.closed

  for (const [a, drawnB] of pairs) {
    const b = drawnB === a ? (a + 1 + rng.int(0, nodes.length - 2)) % nodes.length : drawnB
    const [node1, node2] =
      (nodes[a]?.publicKey ?? '') < (nodes[b]?.publicKey ?? '') ? [a, b] : [b, a]
    const closed = rng.next() < closedLeft / (total - channels.length)
    if (closed) closedLeft--
    const wanted = capacityOf(rng, weights[a] ?? 1, weights[b] ?? 1)
    const age = ageOf(rng, lifetimeDays, closed ? 700 : 350)
    let created = Math.max(plan.start, Math.round(clock.now - age))
    let funding: Funding | undefined
    let closing: Closing | undefined
    let closeTime = 0
    let closeTx: { txid: string; fee: number | undefined } | undefined

    if (closed) {
      // A lifetime of months; one that would end after now ends somewhere in the channel's life instead.
      closeTime = Math.round(created + day + rng.exponential(180 * day))
      if (closeTime > clock.now) {
        closeTime = Math.min(
          clock.now,
          created + day + Math.round(rng.next() * (clock.now - created)),
        )
      }
      if (closeTime >= clock.startTime) {
        const output = pool.takeSpent(wanted, closeTime)
        if (output?.closing) {
          funding = fromChain(output)
          closeTime = output.closing.time
          closeTx = { txid: output.closing.txid, fee: output.closing.fee }
        } else {
          closeTime = clock.startTime - rng.int(3600, 120 * day)
        }
      }
      if (!funding && created > closeTime - day) created = closeTime - rng.int(2, 300) * day
    } else if (created >= clock.startTime) {
      const output = pool.takeUnspent(wanted, created)
      if (output) funding = fromChain(output)
      else created = clock.startTime - rng.int(3600, 120 * day)
    }
    if (!funding) {
      created = Math.max(plan.start, created)
      if (closed && !closeTx && closeTime < created + day)
        closeTime = created + rng.int(1, 30) * day
      let txIndex = rng.int(1, 2800)
      const height = clock.heightBefore(created)
      const vout = rng.chance(0.45) ? 0 : rng.chance(0.8) ? 1 : rng.int(2, 5)
      while (shortIds.has(`${height}x${txIndex}x${vout}`)) txIndex++
      const singleFunded = rng.chance(0.85)
      funding = {
        height,
        txIndex,
        vout,
        txid: Buffer.from(rng.bytes(32)).toString('hex'),
        capacity: wanted,
        created,
        onChain: false,
        fundingRatio: singleFunded ? Math.round((0.3 + rng.next() * 0.7) * 10_000) / 10_000 : null,
        singleFunded,
      }
    }
    if (closed) {
      const txid = closeTx?.txid ?? Buffer.from(rng.bytes(32)).toString('hex')
      closing = closingOf(rng, funding.capacity, closeTime, txid, closeTx?.fee)
      const side = closing.closedBy
      closing.closedBy = side === undefined ? undefined : side === 0 ? node1 : node2
    }
    const status: ChannelStatus = closed ? 2 : rng.chance(0.965) ? 1 : 0
    const end =
      status === 2
        ? closeTime
        : status === 0
          ? Math.min(clock.now, Math.max(funding.created + 3600, clock.now - rng.int(1, 20) * day))
          : undefined
    const last = end ?? clock.now
    const style1 = styles[node1] ?? styles[0]
    const style2 = styles[node2] ?? styles[0]
    if (!style1 || !style2) throw new Error('no node styles')
    const policy1 = policyOf(rng, style1, funding.capacity, status, funding.created, last)
    const policy2 = policyOf(rng, style2, funding.capacity, status, funding.created, last)
    const shortId = `${funding.height}x${funding.txIndex}x${funding.vout}`
    shortIds.add(shortId)
    channels.push({
      index: channels.length,
      id: (
        (BigInt(funding.height) << 40n) |
        (BigInt(funding.txIndex) << 16n) |
        BigInt(funding.vout)
      ).toString(),
      shortId,
      height: funding.height,
      txIndex: funding.txIndex,
      vout: funding.vout,
      capacity: funding.capacity,
      txid: funding.txid,
      onChain: funding.onChain,
      created: funding.created,
      updatedAt: Math.max(policy1.updatedAt, policy2.updatedAt),
      status,
      end,
      node1,
      node2,
      policy1,
      policy2,
      closing,
      fundingRatio: funding.fundingRatio,
      singleFunded: funding.singleFunded,
      fundingBalances: fundingBalances(rng, funding.capacity, funding.singleFunded),
    })
  }
  return channels
}
