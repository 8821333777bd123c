import { type BitcoinParams, bitcoinParams, heightAt } from '../params.js'

/** The simulated Liquid networks, served under `/liquid` and `/liquidtestnet`. */
export const liquidNetworkNames = ['liquid', 'liquidtestnet'] as const
export type LiquidNetworkName = (typeof liquidNetworkNames)[number]

/** Address version bytes and prefixes (ElementsProject/elements src/kernel/chainparams.cpp). */
export interface LiquidAddressParams {
  p2pkh: number
  p2sh: number
  /** hrp of unconfidential segwit addresses. */
  bech32: string
  /** hrp of confidential segwit addresses. */
  blech32: string
  /** First byte of confidential base58 addresses. */
  blindedPrefix: number
}

export interface LiquidParams {
  name: LiquidNetworkName
  /** L-BTC's asset id (display hex). */
  nativeAsset: string
  address: LiquidAddressParams
  /** The Bitcoin network peg-ins come from and peg-outs pay to. */
  parent: BitcoinParams
  /** The parent chain's genesis hash (display hex): peg-in witnesses and peg-out scripts name it. */
  parentGenesis: string
  tipHeight: number
  tipTime: number
  /** Blocks of history below the tip (a little over two days at one a minute). */
  historyBlocks: number
  /** The last blocks carry more transactions than older ones. */
  fullBlocks: number
}

export const liquidParams: Record<LiquidNetworkName, LiquidParams> = {
  liquid: {
    name: 'liquid',
    nativeAsset: '6f0279e9ed041c3d710a9f57d0c02928416460c4b722ae3457a11eec381c526d',
    address: { p2pkh: 57, p2sh: 39, bech32: 'ex', blech32: 'lq', blindedPrefix: 12 },
    parent: bitcoinParams.main,
    parentGenesis: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    // One block a minute since September 2018.
    tipHeight: 3_760_000,
    tipTime: bitcoinParams.main.tipTime,
    historyBlocks: 3_000,
    fullBlocks: 120,
  },
  liquidtestnet: {
    name: 'liquidtestnet',
    nativeAsset: '144c654344aa716d6f3abcc1ca90e5641e4e2a7f633bc09fe3baf64585819a49',
    address: { p2pkh: 36, p2sh: 19, bech32: 'tex', blech32: 'tlq', blindedPrefix: 23 },
    parent: bitcoinParams.testnet,
    parentGenesis: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
    tipHeight: 2_150_000,
    tipTime: bitcoinParams.testnet.tipTime,
    historyBlocks: 3_000,
    fullBlocks: 60,
  },
}

/** Liquid's block interval: the functionaries sign one block a minute. */
export const blockInterval = 60

/** A Liquid network's parameters with its tip at `time`: a block a minute from the reference height. */
export function liquidParamsAt(name: LiquidNetworkName, time: number): LiquidParams {
  const params = liquidParams[name]
  return { ...params, tipTime: time, tipHeight: heightAt(params, time, blockInterval) }
}
/** Blocks of a dynamic federation epoch: the full parameters appear in the header at each start. */
export const dynafedEpoch = 20_160
/** Liquid's fee policy: 0.1 sat per (discounted) vbyte. */
export const liquidFeeRate = 0.1
