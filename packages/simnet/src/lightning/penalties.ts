import { isoDate } from './format.js'
import type { LightningGraph, LnChannel, Policy } from './types.js'

/**
 * `/penalties`, as mempool's `channels.api.ts` `$getPenaltyClosedChannels` answers it: channels closed with a
 * penalty (`closing_reason = 3`), newest close first, each the raw `channels` row (`SELECT channels.*`, no
 * `convertChannel`) with both nodes' aliases. mysql2 hands DATETIME columns over as dates (ISO strings in
 * JSON), TINYINT(1) flags as 0/1, and MariaDB's JSON column `outputs` as its text.
 */
export function penaltiesJson(graph: LightningGraph) {
  return graph.channels
    .filter((channel) => channel.closing?.reason === 3)
    .sort((a, b) => (b.closing?.time ?? 0) - (a.closing?.time ?? 0))
    .map((channel) => penaltyRow(graph, channel))
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0)

/** One side's policy columns, `node1_...` or `node2_...`. */
function policyColumns(side: 'node1' | 'node2', key: string, policy: Policy) {
  return {
    [`${side}_public_key`]: key,
    [`${side}_base_fee_mtokens`]: policy.baseFee,
    [`${side}_cltv_delta`]: policy.cltvDelta,
    [`${side}_fee_rate`]: policy.feeRate,
    [`${side}_is_disabled`]: flag(policy.disabled),
    [`${side}_max_htlc_mtokens`]: policy.maxHtlc,
    [`${side}_min_htlc_mtokens`]: policy.minHtlc,
    [`${side}_updated_at`]: isoDate(policy.updatedAt),
  }
}

function penaltyRow(graph: LightningGraph, channel: LnChannel) {
  const node1 = graph.nodes[channel.node1]
  const node2 = graph.nodes[channel.node2]
  const closing = channel.closing
  const closedBy = closing?.closedBy === undefined ? undefined : graph.nodes[closing.closedBy]
  return {
    // LEFT JOIN nodes: the alias column as stored (empty when the node set none).
    alias_left: node1?.alias ?? null,
    alias_right: node2?.alias ?? null,
    id: channel.id,
    short_id: channel.shortId,
    capacity: channel.capacity,
    transaction_id: channel.txid,
    transaction_vout: channel.vout,
    updated_at: isoDate(channel.updatedAt),
    created: isoDate(channel.created),
    status: channel.status,
    closing_transaction_id: closing?.txid ?? null,
    closing_date: closing ? isoDate(closing.time) : null,
    closing_reason: closing?.reason ?? null,
    ...policyColumns('node1', node1?.publicKey ?? '', channel.policy1),
    ...policyColumns('node2', node2?.publicKey ?? '', channel.policy2),
    closing_resolved: 1,
    source_checked: 1,
    closing_fee: closing?.fee ?? 0,
    node1_funding_balance: channel.fundingBalances[0],
    node2_funding_balance: channel.fundingBalances[1],
    node1_closing_balance: closing?.balances[0] ?? 0,
    node2_closing_balance: closing?.balances[1] ?? 0,
    funding_ratio: channel.fundingRatio,
    closed_by: closedBy?.publicKey ?? null,
    single_funded: flag(channel.singleFunded),
    outputs: '[]',
  }
}
