import type { TxRecord } from '../chain/types.js'
import type { MempoolChange } from './ws-change.js'
import { type Json, jsonArray, type Part, rawPart, toJson } from './ws-frame.js'
import type { NetworkHub } from './ws-hub.js'
import type { MempoolTransactionsDelta, MempoolTxidsDelta } from './ws-messages.js'

/** The change's replacements, each with the transaction that replaced it when simnet still has it. */
function replacements(hub: NetworkHub, change: MempoolChange) {
  return [...change.replaced].map(([replaced, by]) => ({
    replaced,
    by,
    record: hub.chain.txs.get(by),
  }))
}

/** Every transaction the update's blocks confirmed, coinbases too (mempool lists the block's). */
const minedTxids = (change: MempoolChange): string[] =>
  change.blocks.flatMap(({ confirmed }) => confirmed.map((r) => r.txid))

const txids = (records: TxRecord[]) => records.map((r) => r.txid)

/**
 * `mempool-txids`: what one update added, removed (replaced ones too), mined and replaced, with the
 * update's sequence, the one `projected-block-transactions` counts with. Built once per update.
 */
export function mempoolTxidsPart(hub: NetworkHub, change: MempoolChange): Part {
  return hub.state.shared('mempool-txids', () => {
    const delta: MempoolTxidsDelta = {
      sequence: change.sequence,
      added: txids(change.added),
      removed: txids(change.removed),
      mined: minedTxids(change),
      replaced: replacements(hub, change).map(({ replaced, by }) => ({ replaced, by })),
    }
    return rawPart('mempool-txids', toJson(delta))
  })
}

/** `mempool-transactions`: the same update with the full transactions it added and replaced with. */
export function mempoolTransactionsPart(hub: NetworkHub, change: MempoolChange): Part {
  const { state } = hub
  return state.shared('mempool-transactions', () => {
    const replaced = replacements(hub, change).flatMap(({ replaced, record }) =>
      record ? [`{"replaced":${JSON.stringify(replaced)},"by":${state.txJson(record)}}`] : [],
    )
    const json = [
      `{"sequence":${change.sequence}`,
      `"added":${jsonArray(change.added.map((r) => state.txJson(r)))}`,
      `"removed":${JSON.stringify(txids(change.removed))}`,
      `"mined":${JSON.stringify(minedTxids(change))}`,
      `"replaced":[${replaced.join(',')}]}`,
    ].join(',') as Json<MempoolTransactionsDelta>
    return rawPart('mempool-transactions', json)
  })
}
