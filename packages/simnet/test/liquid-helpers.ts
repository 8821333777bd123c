import {
  createExplorerClient,
  type ExplorerClient,
  type LiquidNetwork,
  type LiquidTransaction,
} from '@outpoint/explorer-client'
import type { LiquidSim } from '../src/liquid/sim.js'
import type { LiquidTxRecord } from '../src/liquid/types.js'

/** A Liquid client of the local simnet, without retries: one failure is one request. */
export function liquidClient<N extends LiquidNetwork = 'liquid'>(
  host: string,
  network?: N,
): ExplorerClient<N> {
  return createExplorerClient({
    host,
    network: network ?? 'liquid',
    transport: { retry: false },
  }) as ExplorerClient<N>
}

/** The first recorded transaction matching `test` (confirmed first, then the mempool's). */
export function findTx(sim: LiquidSim, test: (record: LiquidTxRecord) => boolean): LiquidTxRecord {
  for (const record of sim.chain.txs.values()) if (test(record)) return record
  throw new Error('no such transaction')
}

/** Every address a served transaction shows: outputs, prevouts, and Bitcoin peg-out destinations. */
export function addressesIn(tx: LiquidTransaction): { liquid: string[]; bitcoin: string[] } {
  const outs = [...tx.vout, ...tx.vin.flatMap((v) => (v.prevout ? [v.prevout] : []))]
  return {
    liquid: outs.flatMap((o) => (o.scriptpubkey_address ? [o.scriptpubkey_address] : [])),
    bitcoin: tx.vout.flatMap((o) =>
      o.pegout?.scriptpubkey_address ? [o.pegout.scriptpubkey_address] : [],
    ),
  }
}
