import type { MempoolTransactionExtras } from '@outpoint/explorer-client/live'
import type { blockExtendedJson } from '../liquid/block-format.js'
import type { txJson } from '../liquid/format.js'
import { type Json, type Part, rawPart, toJson } from './ws-frame.js'
import type { ServerKey, ServerMessageMap } from './ws-messages.js'

/** mempool's `BlockExtended` of an Elements block (no bits, nonce or difficulty; `ext`). */
export type LiquidBlockExtended = ReturnType<typeof blockExtendedJson>
/** A transaction in electrs' Liquid shape, with its status and mempool's extras (ws-tx-extras.ts). */
export type LiquidTxJson = ReturnType<typeof txJson> & MempoolTransactionExtras

export interface LiquidAddressEvents {
  mempool: LiquidTxJson[]
  confirmed: LiquidTxJson[]
  removed: LiquidTxJson[]
}

/** The keys whose values have Elements shapes on Liquid. */
interface ElementsShapes {
  blocks: LiquidBlockExtended[]
  block: LiquidBlockExtended
  tx: LiquidTxJson
  'address-transactions': LiquidTxJson[]
  'block-transactions': LiquidTxJson[]
  'multi-address-transactions': Record<string, LiquidAddressEvents>
}

/** What each server key carries on a Liquid network: Bitcoin's messages, with Elements blocks and txs. */
export type LiquidMessageMap = Omit<ServerMessageMap, keyof ElementsShapes> & ElementsShapes

/**
 * A Liquid frame part. The keys are the protocol's; only the blocks and transactions inside some of
 * them have Elements shapes, which the shared frame types (written for Bitcoin) do not name: the one
 * place the Liquid value is passed as the key's serialised value.
 */
export const liquidPart = <K extends ServerKey>(
  key: K,
  data: LiquidMessageMap[K],
  shared = true,
): Part => rawPart(key, toJson(data) as string as Json<ServerMessageMap[K]>, shared)

/** A part from an already serialised Liquid value. */
export const liquidRawPart = <K extends ServerKey>(
  key: K,
  value: Json<LiquidMessageMap[K]>,
  shared = true,
): Part => rawPart(key, value as string as Json<ServerMessageMap[K]>, shared)
