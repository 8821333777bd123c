import type { ParentLink } from '../federation/parent.js'
import type { Rng } from '../rng.js'
import type { LiquidChain } from './chain.js'
import type { LiquidNetworkName, LiquidParams } from './params.js'
import type { RegistryContract } from './registry.js'
import type { LiquidWallet } from './wallet.js'

/** An asset the simulated issuers hold the reissuance token of. */
export interface SimAsset {
  /** Display hex. */
  asset: string
  token: string | undefined
  /** Internal byte order: what a reissuance names. */
  entropy: Uint8Array
  precision: number
}

/** A registry entry as this network serves it: the asset id it got here, and the contract. */
export interface RegisteredAsset {
  assetId: string
  contract: RegistryContract
  /** RGB hex of its icon. */
  color: string
}

/** A generated Liquid network: its chain, the users' coins, and the landmarks tests look for. */
export interface LiquidSim {
  name: LiquidNetworkName
  params: LiquidParams
  chain: LiquidChain
  wallet: LiquidWallet
  rng: Rng
  /** Issued assets by id (registry and unregistered ones). */
  assets: Map<string, SimAsset>
  /** The registry (metadata of the recorded assets), with this network's asset ids. */
  registry: RegisteredAsset[]
  /** An exchange-like address with a long history of L-BTC and USDt payments (unconfidential). */
  busyAddress: string
  /** The same destination as a confidential (blech32) address: it has the same history. */
  busyConfidentialAddress: string
  /** A confidential base58 address (nested segwit) that has received payments. */
  confidentialBase58Address: string
  /** The parent chain its pegs go through; absent when generated alone (its Bitcoin side derived). */
  parent: ParentLink | undefined
}
