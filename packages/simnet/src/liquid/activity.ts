import { outputScript } from '../bitcoin/script.js'
import { hashHex, sha256d } from '../bitcoin/tx.js'
import { claimableDeposit, claimDeposit } from '../federation/deposits.js'
import {
  buildTx,
  type InputSpec,
  type OutputSpec,
  randomScript,
  spend,
  valueCommitment,
} from './builder.js'
import { ByteWriter, concatBytes, displayHex, fromDisplayHex, u64le } from './bytes.js'
import { explicitValue, nullValue } from './elements-tx.js'
import { assetEntropy, assetIdFromEntropy, reissuanceToken } from './issuance.js'
import type { LiquidSim, SimAsset } from './state.js'
import type { LiquidTxRecord } from './types.js'
import type { LiquidCoin } from './wallet.js'

/*
 * What the simulated users do on Liquid: confidential payments of L-BTC and issued assets, peg-ins and
 * peg-outs, burns, issuances and reissuances. Each returns the indexed transaction, or undefined when
 * the wallet cannot fund it (its coins go back).
 */

const dust = 1_000

/** Coins of an asset: 1 or 2 random ones, or undefined when the wallet has none. */
function takeCoins(sim: LiquidSim, asset: string, count: number): LiquidCoin[] {
  return Array.from({ length: count }, () => sim.wallet.take(asset)).filter(
    (c): c is LiquidCoin => !!c,
  )
}

const giveBack = (sim: LiquidSim, coins: LiquidCoin[]) => {
  for (const coin of coins) sim.wallet.add(coin)
}

const total = (coins: LiquidCoin[]) => coins.reduce((n, c) => n + c.value, 0)

/** L-BTC change to a fresh script: the output the fee comes out of. */
const feeChange = (sim: LiquidSim, value: number, confidential = true): OutputSpec => ({
  script: randomScript(sim.rng),
  asset: sim.params.nativeAsset,
  value,
  confidential,
  keep: true,
  paysFee: true,
})

/** Wallets put the change at a random position. */
function shuffled<T>(sim: LiquidSim, items: T[]): T[] {
  return sim.rng.chance(0.5) ? items : [...items].reverse()
}

function build(
  sim: LiquidSim,
  time: number,
  coins: LiquidCoin[],
  inputs: InputSpec[],
  outputs: OutputSpec[],
): LiquidTxRecord | undefined {
  const record = buildTx(sim.chain, sim.wallet, sim.rng, {
    inputs,
    outputs,
    time,
    rbf: sim.rng.chance(0.3),
    locktime: sim.rng.chance(0.7) ? (sim.chain.blocks.at(-1)?.height ?? 0) : 0,
  })
  if (!record) giveBack(sim, coins)
  return record
}

/** An L-BTC payment, blinded most of the time (some wallets send explicit amounts). */
export function nativeTransfer(
  sim: LiquidSim,
  time: number,
  to?: Uint8Array,
): LiquidTxRecord | undefined {
  const native = sim.params.nativeAsset
  const coins = takeCoins(sim, native, sim.rng.int(1, 2))
  const amount = total(coins)
  const pay = Math.floor(amount * (0.05 + sim.rng.next() * 0.6))
  if (pay < dust || amount - pay < dust) {
    giveBack(sim, coins)
    return undefined
  }
  const confidential = sim.rng.chance(0.9)
  const outputs = shuffled(sim, [
    { script: to ?? randomScript(sim.rng), asset: native, value: pay, confidential, keep: true },
    feeChange(sim, amount - pay, confidential),
  ])
  return build(sim, time, coins, coins.map(spend), outputs)
}

/** A payment of an issued asset, with an L-BTC input for the fee. */
export function assetTransfer(
  sim: LiquidSim,
  time: number,
  asset: string,
  to?: Uint8Array,
): LiquidTxRecord | undefined {
  const native = sim.params.nativeAsset
  const coins = takeCoins(sim, asset, sim.rng.int(1, 2))
  const feeCoin = sim.wallet.takeLarge(native, 3)
  const all = feeCoin ? [...coins, feeCoin] : coins
  const amount = total(coins)
  const pay = Math.max(1, Math.floor(amount * (0.05 + sim.rng.next() * 0.7)))
  if (!feeCoin || coins.length === 0 || amount < 2) {
    giveBack(sim, all)
    return undefined
  }
  const confidential = sim.rng.chance(0.92)
  const outputs: OutputSpec[] = shuffled(sim, [
    { script: to ?? randomScript(sim.rng), asset, value: pay, confidential, keep: true },
    { script: randomScript(sim.rng), asset, value: amount - pay, confidential, keep: true },
  ]).filter((o) => o.value > 0)
  outputs.push(feeChange(sim, feeCoin.value, confidential))
  return build(sim, time, all, all.map(spend), outputs)
}

/**
 * The Bitcoin transaction of a peg-in: one input, the federation's output first, change second
 * (serialised without witness, as the peg-in witness carries it).
 */
function mainchainTx(sim: LiquidSim, value: number): Uint8Array {
  const rng = sim.rng
  const out = new ByteWriter(200)
  out.u32(2).compactSize(1).bytes(rng.bytes(32)).u32(rng.int(0, 3)).varBytes(new Uint8Array(0))
  out.u32(0xfffffffd).compactSize(2)
  out.bytes(u64le(value)).varBytes(outputScript.p2wsh(rng.bytes(32)))
  out.bytes(u64le(rng.int(10_000, 50_000_000))).varBytes(outputScript.p2wpkh(rng.bytes(20)))
  out.u32(0)
  return out.finish()
}

/**
 * A peg-in claim: L-BTC minted for a Bitcoin payment to the federation (an explicit value input). With a
 * parent chain, the payment is its next deposit deep enough to claim (`value` is then the deposit's),
 * and there is no peg-in while there is none; without, a Bitcoin transaction of `value` is made up.
 */
export function pegIn(
  sim: LiquidSim,
  time: number,
  requested: number,
  to?: Uint8Array,
): LiquidTxRecord | undefined {
  const deposit = sim.parent ? claimableDeposit(sim.parent, sim.name, time) : undefined
  if (sim.parent && !deposit) return undefined
  const value = deposit?.value ?? requested
  const bitcoinTx = deposit?.raw ?? mainchainTx(sim, value)
  const claimScript = outputScript.p2wpkh(sim.rng.bytes(20))
  const input: InputSpec = {
    txid: deposit?.txid ?? hashHex(sha256d(bitcoinTx)),
    vout: deposit?.vout ?? 0,
    type: undefined,
    pegin: { value, mainchainTx: bitcoinTx, claimScript },
  }
  const output: OutputSpec = {
    script: to ?? randomScript(sim.rng),
    asset: sim.params.nativeAsset,
    value,
    confidential: sim.rng.chance(0.6),
    keep: true,
    paysFee: true,
  }
  const record = build(sim, time, [], [input], [output])
  if (record && sim.parent && deposit) claimDeposit(sim.parent, deposit)
  return record
}

/** A Bitcoin output script on the parent chain (peg-out destinations). */
function bitcoinScript(sim: LiquidSim): Uint8Array {
  const draw = sim.rng.next()
  if (draw < 0.5) return outputScript.p2wpkh(sim.rng.bytes(20))
  if (draw < 0.7) return outputScript.p2tr(sim.rng.bytes(32))
  if (draw < 0.9) return outputScript.p2sh(sim.rng.bytes(20))
  return outputScript.p2pkh(sim.rng.bytes(20))
}

const push = (data: Uint8Array) => concatBytes(Uint8Array.of(data.length), data)

/**
 * A peg-out: explicit L-BTC to `OP_RETURN <parent genesis> <Bitcoin script> <PAK key> <PAK proof>`, which
 * the federation pays out on Bitcoin: to a random script and amount, or `to` (a payout the parent chain's
 * history already holds).
 */
export function pegOut(
  sim: LiquidSim,
  time: number,
  to?: { script: Uint8Array; value: number },
): LiquidTxRecord | undefined {
  const native = sim.params.nativeAsset
  const coin = sim.wallet.takeLarge(native, 4)
  if (!coin) return undefined
  const amount =
    to?.value ??
    Math.min(Math.floor(coin.value * 0.6), Math.round(sim.rng.logNormal(5_000_000, 1.4)) + 100_000)
  if (amount < 100_000 || coin.value < amount + 10_000) {
    giveBack(sim, [coin])
    return undefined
  }
  const pakKey = concatBytes(Uint8Array.of(2), sim.rng.bytes(32))
  const script = concatBytes(
    Uint8Array.of(0x6a),
    push(fromDisplayHex(sim.params.parentGenesis)),
    push(to?.script ?? bitcoinScript(sim)),
    push(pakKey),
    push(sim.rng.bytes(65)),
  )
  const outputs: OutputSpec[] = [
    { script, asset: native, value: amount, confidential: false },
    feeChange(sim, coin.value - amount),
  ]
  return build(sim, time, [coin], [spend(coin)], outputs)
}

/** A burn: an explicit amount of an asset sent to a bare `OP_RETURN` (redemptions, mistakes). */
export function burn(sim: LiquidSim, time: number, asset: string): LiquidTxRecord | undefined {
  const native = sim.params.nativeAsset
  const coin = sim.wallet.takeLarge(asset, 3)
  const feeCoin = asset === native ? undefined : sim.wallet.takeLarge(native, 3)
  const coins = [coin, feeCoin].filter((c): c is LiquidCoin => !!c)
  if (!coin || (asset !== native && !feeCoin)) {
    giveBack(sim, coins)
    return undefined
  }
  const burned = Math.max(1, Math.floor(coin.value * (0.05 + sim.rng.next() * 0.4)))
  const outputs: OutputSpec[] = [
    { script: Uint8Array.of(0x6a), asset, value: burned, confidential: false },
  ]
  if (coin.value - burned > 0 || asset === native) {
    outputs.push({
      script: randomScript(sim.rng),
      asset,
      value: coin.value - burned,
      confidential: true,
      keep: true,
      paysFee: asset === native,
    })
  }
  if (feeCoin) outputs.push(feeChange(sim, feeCoin.value))
  return build(sim, time, coins, coins.map(spend), outputs)
}

export interface IssueOptions {
  /** Internal byte order; zero for an issuance without contract. */
  contractHash: Uint8Array
  amount: number
  /** Reissuance tokens to create (0: none, the asset can never be reissued). */
  tokens: number
  blindedAmount: boolean
  blindedTokens: boolean
  precision: number
  /** An outpoint from before the history to issue from (the recorded registry issuances). */
  prevout?: { txid: string; vout: number }
}

/**
 * An issuance: the issuing input's outpoint and the contract hash give the asset id. The new asset and
 * its reissuance token go to the issuer; an L-BTC input pays the fee.
 */
export function issue(
  sim: LiquidSim,
  time: number,
  options: IssueOptions,
): { record: LiquidTxRecord; asset: SimAsset } | undefined {
  const native = sim.params.nativeAsset
  const feeCoin = sim.wallet.takeLarge(native, 3)
  if (!feeCoin) return undefined
  const issuing = options.prevout ?? { txid: feeCoin.txid, vout: feeCoin.vout }
  const entropy = assetEntropy(fromDisplayHex(issuing.txid), issuing.vout, options.contractHash)
  const asset = displayHex(assetIdFromEntropy(entropy))
  const token = options.tokens
    ? displayHex(reissuanceToken(entropy, options.blindedTokens))
    : undefined
  const issuance = {
    blindingNonce: new Uint8Array(32),
    entropy: options.contractHash,
    amount: options.blindedAmount ? valueCommitment(sim.rng) : explicitValue(options.amount),
    inflationKeys: !options.tokens
      ? nullValue()
      : options.blindedTokens
        ? valueCommitment(sim.rng)
        : explicitValue(options.tokens),
  }
  const inputs: InputSpec[] = options.prevout
    ? [{ ...options.prevout, type: undefined, issuance }, spend(feeCoin)]
    : [{ ...spend(feeCoin), issuance }]
  const issuer = randomScript(sim.rng)
  const outputs: OutputSpec[] = [
    { script: issuer, asset, value: options.amount, confidential: sim.rng.chance(0.5), keep: true },
  ]
  if (token) {
    outputs.push({
      script: issuer,
      asset: token,
      value: options.tokens,
      confidential: true,
      keep: true,
    })
  }
  outputs.push(feeChange(sim, feeCoin.value))
  const record = build(sim, time, [feeCoin], inputs, outputs)
  if (!record) return undefined
  const simAsset: SimAsset = { asset, token, entropy, precision: options.precision }
  sim.assets.set(asset, simAsset)
  return { record, asset: simAsset }
}

/**
 * A reissuance: the holder of the (blinded) token spends it with the asset's entropy and a non-zero
 * blinding nonce, mints more of the asset and keeps the token.
 */
export function reissue(
  sim: LiquidSim,
  time: number,
  asset: SimAsset,
  amount: number,
): LiquidTxRecord | undefined {
  if (!asset.token) return undefined
  const tokenCoin = sim.wallet.take(asset.token)
  const feeCoin = sim.wallet.takeLarge(sim.params.nativeAsset, 3)
  const coins = [tokenCoin, feeCoin].filter((c): c is LiquidCoin => !!c)
  if (!tokenCoin || !feeCoin) {
    giveBack(sim, coins)
    return undefined
  }
  const issuance = {
    blindingNonce: sim.rng.bytes(32),
    entropy: asset.entropy,
    amount: explicitValue(amount),
    inflationKeys: nullValue(),
  }
  const issuer = randomScript(sim.rng)
  const outputs: OutputSpec[] = [
    { script: issuer, asset: asset.token, value: tokenCoin.value, confidential: true, keep: true },
    { script: issuer, asset: asset.asset, value: amount, confidential: true, keep: true },
    feeChange(sim, feeCoin.value),
  ]
  return build(sim, time, coins, [{ ...spend(tokenCoin), issuance }, spend(feeCoin)], outputs)
}
