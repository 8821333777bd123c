import type { LiquidIssuance, LiquidUtxo, LiquidVout } from '@outpoint/explorer-client'
import { scriptAddress as bitcoinScriptAddress, scriptAsm } from '../bitcoin/script.js'
import { statusJson } from '../esplora/format.js'
import { displayHex, hex } from './bytes.js'
import { fullTx } from './bytes-of.js'
import type { LiquidChain } from './chain.js'
import { amountOf, assetOf, COINBASE_INDEX, type ElementsInput } from './elements-tx.js'
import { isReissuance, issuanceEntropy, pegoutOf, scriptPushes } from './events.js'
import { assetIdFromEntropy } from './issuance.js'
import type { LiquidParams } from './params.js'
import type { LiquidOutput, LiquidTxRecord } from './types.js'

/*
 * Liquid transactions in electrs' JSON (mempool/electrs src/rest.rs with the `liquid` feature): amounts
 * and assets explicit or as commitments, peg-in flags and issuances on inputs, peg-out data on outputs,
 * no sigops.
 */

/** The explicit value (or the commitment) and the explicit asset (or the commitment) of an output. */
export function amountFields(out: Pick<LiquidOutput, 'asset' | 'value'>) {
  const asset = assetOf(out.asset)
  const value = out.value[0] === 1 ? amountOf(out.value) : undefined
  return {
    ...(value !== undefined ? { value } : {}),
    ...(out.value[0] !== 1 && out.value[0] !== 0 ? { valuecommitment: hex(out.value) } : {}),
    ...(asset ? { asset: displayHex(asset) } : {}),
    ...(!asset && out.asset[0] !== 0 ? { assetcommitment: hex(out.asset) } : {}),
  }
}

/** An output as electrs prints it (`TxOutValue`). */
export function outputJson(out: LiquidOutput, params: LiquidParams): LiquidVout {
  const pegout = pegoutOf(out, params)
  const pegoutAddress = pegout && bitcoinScriptAddress(pegout.script, params.parent)
  return {
    scriptpubkey: hex(out.script),
    scriptpubkey_asm: scriptAsm(out.script),
    scriptpubkey_type: out.type,
    ...(out.address ? { scriptpubkey_address: out.address } : {}),
    ...amountFields(out),
    ...(pegout
      ? {
          pegout: {
            genesis_hash: pegout.genesisHash,
            scriptpubkey: hex(pegout.script),
            scriptpubkey_asm: scriptAsm(pegout.script),
            ...(pegoutAddress ? { scriptpubkey_address: pegoutAddress } : {}),
          },
        }
      : {}),
  }
}

/** An input's issuance as electrs prints it (`IssuanceValue`). */
export function issuanceJson(input: ElementsInput): LiquidIssuance | undefined {
  const issuance = input.issuance
  const entropy = issuanceEntropy(input)
  if (!issuance || !entropy) return undefined
  const reissuance = isReissuance(input)
  const amount = (field: Uint8Array, name: 'assetamount' | 'tokenamount') => {
    const value = amountOf(field)
    return value !== undefined ? { [name]: value } : { [`${name}commitment`]: hex(field) }
  }
  return {
    asset_id: displayHex(assetIdFromEntropy(entropy)),
    is_reissuance: reissuance,
    ...(reissuance ? { asset_blinding_nonce: hex(issuance.blindingNonce) } : {}),
    ...(!reissuance ? { contract_hash: displayHex(issuance.entropy) } : {}),
    asset_entropy: displayHex(entropy),
    ...amount(issuance.amount, 'assetamount'),
    ...amount(issuance.inflationKeys, 'tokenamount'),
  }
}

/** A transaction in electrs' Liquid JSON, each input with the output it spends. */
export function txJson(chain: LiquidChain, record: LiquidTxRecord, withStatus = true) {
  const tx = fullTx(chain, record)
  const params = chain.params
  return {
    txid: record.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.inputs.map((input, vin) => {
      const prevout = record.prevouts[vin] ?? null
      const witness = (tx.witness?.inputs[vin]?.script ?? []).map(hex)
      const coinbase = input.vout === COINBASE_INDEX
      const redeem = prevout?.type === 'p2sh' ? scriptPushes(input.scriptSig)?.at(-1) : undefined
      const nestedWsh = prevout?.type === 'p2sh' && redeem?.length === 34
      const witnessScript =
        (prevout?.type === 'v0_p2wsh' || nestedWsh) && witness.length > 1
          ? witness.at(-1)
          : undefined
      const issuance = issuanceJson(input)
      return {
        txid: displayHex(input.txid),
        vout: input.vout,
        prevout: prevout ? outputJson(prevout, params) : null,
        scriptsig: hex(input.scriptSig),
        scriptsig_asm: scriptAsm(input.scriptSig),
        ...(witness.length ? { witness } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
        ...(redeem ? { inner_redeemscript_asm: scriptAsm(redeem) } : {}),
        ...(witnessScript
          ? { inner_witnessscript_asm: scriptAsm(Buffer.from(witnessScript, 'hex')) }
          : {}),
        is_pegin: input.pegin,
        ...(issuance ? { issuance } : {}),
      }
    }),
    vout: record.outputs.map((out) => outputJson(out, params)),
    size: record.size,
    weight: record.weight,
    fee: record.fee,
    ...(withStatus ? { status: statusJson(record) } : {}),
  }
}

/** Recorded transactions (by txid) in electrs' Liquid JSON, as address and asset pages list them. */
export const txsJson = (chain: LiquidChain, txids: readonly string[]) =>
  txids.map((txid) => txJson(chain, chain.txs.get(txid) as LiquidTxRecord))

/** An address's unspent output as electrs prints it (`UtxoValue`): commitments, nonce and proofs. */
export function utxoJson(chain: LiquidChain, record: LiquidTxRecord, vout: number): LiquidUtxo {
  const out = record.outputs[vout]
  if (!out) throw new Error(`no output ${vout} in ${record.txid}`)
  const proofs = fullTx(chain, record).witness?.outputs[vout]
  const nonce = out.nonce
  return {
    txid: record.txid,
    vout,
    status: statusJson(record),
    ...amountFields(out),
    ...(nonce[0] === 1 ? { nonce: hex(nonce.subarray(1)) } : {}),
    ...(nonce[0] === 2 || nonce[0] === 3 ? { noncecommitment: hex(nonce) } : {}),
    ...(proofs?.surjectionProof.length ? { surjection_proof: hex(proofs.surjectionProof) } : {}),
    ...(proofs?.rangeproof.length ? { range_proof: hex(proofs.rangeproof) } : {}),
  }
}

/** The sum of a transaction's explicit output amounts (blinded ones are unknown). */
export const explicitTotal = (record: LiquidTxRecord): number =>
  record.outputs.reduce((n, o) => n + (o.value[0] === 1 ? (amountOf(o.value) ?? 0) : 0), 0)
