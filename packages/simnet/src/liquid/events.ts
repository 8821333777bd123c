import { scriptType } from '../bitcoin/script.js'
import { displayHex } from './bytes.js'
import {
  amountOf,
  assetOf,
  type ElementsInput,
  type ElementsOutput,
  type ElementsTx,
  isCommitment,
  isFeeOutput,
} from './elements-tx.js'
import { assetEntropy, assetIdFromEntropy, reissuanceToken } from './issuance.js'
import type { LiquidParams } from './params.js'
import type { AssetEvent, IssuanceFacts, PeginFacts } from './types.js'

/** The data pushes of a script, or undefined when it has an opcode that is not a push. */
export function scriptPushes(script: Uint8Array, from = 0): Uint8Array[] | undefined {
  const pushes: Uint8Array[] = []
  for (let i = from; i < script.length; ) {
    const op = script[i++] as number
    let size: number
    if (op >= 1 && op <= 0x4b) size = op
    else if (op === 0x4c) size = script[i++] ?? 0
    else if (op === 0x4d) {
      size = (script[i] ?? 0) | ((script[i + 1] ?? 0) << 8)
      i += 2
    } else return undefined
    if (i + size > script.length) return undefined
    pushes.push(script.subarray(i, i + size))
    i += size
  }
  return pushes
}

/**
 * A peg-out: `OP_RETURN <parent genesis hash> <Bitcoin scriptPubKey> [PAK data]` paying explicit L-BTC
 * (rust-elements `pegout_data`, filtered by electrs on the parent chain's genesis).
 */
export function pegoutOf(
  output: ElementsOutput,
  params: LiquidParams,
): { genesisHash: string; script: Uint8Array; value: number } | undefined {
  if (output.script[0] !== 0x6a) return undefined
  const pushes = scriptPushes(output.script, 1)
  const [genesis, script] = pushes ?? []
  const asset = assetOf(output.asset)
  const value = output.value[0] === 1 ? amountOf(output.value) : undefined
  if (genesis?.length !== 32 || !script || value === undefined) return undefined
  if (!asset || displayHex(asset) !== params.nativeAsset) return undefined
  const genesisHash = displayHex(genesis)
  return genesisHash === params.parentGenesis ? { genesisHash, script, value } : undefined
}

/** Whether an input's issuance is a reissuance (its blinding nonce is not zero). */
export const isReissuance = (input: ElementsInput): boolean =>
  !!input.issuance?.blindingNonce.some((b) => b !== 0)

/** The entropy (internal order) of an input's issuance. */
export function issuanceEntropy(input: ElementsInput): Uint8Array | undefined {
  const issuance = input.issuance
  if (!issuance) return undefined
  return isReissuance(input)
    ? issuance.entropy
    : assetEntropy(input.txid, input.vout, issuance.entropy)
}

/**
 * What a transaction does to asset supplies, as electrs indexes it: peg-outs and burns (explicit
 * `OP_RETURN` outputs that are not fees) per output, peg-ins and (re)issuances per input.
 */
export function assetEvents(
  tx: ElementsTx,
  pegins: readonly PeginFacts[],
  params: LiquidParams,
): AssetEvent[] {
  const events: AssetEvent[] = []
  tx.outputs.forEach((output, vout) => {
    const pegout = pegoutOf(output, params)
    if (pegout) {
      events.push({ kind: 'pegout', asset: params.nativeAsset, vout, value: pegout.value })
      return
    }
    if (scriptType(output.script) !== 'op_return' || isFeeOutput(output)) return
    const asset = assetOf(output.asset)
    const value = output.value[0] === 1 ? amountOf(output.value) : undefined
    if (asset && value) events.push({ kind: 'burn', asset: displayHex(asset), vout, value })
  })
  tx.inputs.forEach((input, vin) => {
    const pegin = pegins.find((p) => p.vin === vin)
    if (input.pegin && pegin) {
      events.push({ kind: 'pegin', asset: params.nativeAsset, vin, value: pegin.value })
      return
    }
    const entropy = issuanceEntropy(input)
    if (!input.issuance || !entropy) return
    events.push({
      kind: 'issuance',
      asset: displayHex(assetIdFromEntropy(entropy)),
      vin,
      reissuance: isReissuance(input),
      amount: amountOf(input.issuance.amount),
      tokens: amountOf(input.issuance.inflationKeys),
    })
  })
  return events
}

/** The facts of each initial issuance of a transaction. */
export function initialIssuances(tx: ElementsTx, txid: string): IssuanceFacts[] {
  const facts: IssuanceFacts[] = []
  tx.inputs.forEach((input, vin) => {
    if (!input.issuance || isReissuance(input)) return
    const entropy = issuanceEntropy(input)
    if (!entropy) return
    facts.push({
      asset: displayHex(assetIdFromEntropy(entropy)),
      txid,
      vin,
      prevout: { txid: displayHex(input.txid), vout: input.vout },
      contractHash: input.issuance.entropy,
      entropy: displayHex(entropy),
      reissuanceToken: displayHex(
        reissuanceToken(entropy, isCommitment(input.issuance.inflationKeys)),
      ),
    })
  })
  return facts
}
