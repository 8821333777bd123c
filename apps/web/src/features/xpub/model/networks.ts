import type { Network } from '@outpoint/explorer-client'

/** The networks a key can be scanned on: Bitcoin's. Liquid's confidential addresses are not derived here. */
export type KeyNetwork = 'main' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

/** Address prefixes of a network: bech32 human-readable part and base58 versions. */
export interface AddressParams {
  hrp: string
  pubkeyHash: number
  scriptHash: number
  /** main's keys are xpub; every test network's are tpub. */
  test: boolean
}

const MAIN: AddressParams = { hrp: 'bc', pubkeyHash: 0x00, scriptHash: 0x05, test: false }
const TEST: AddressParams = { hrp: 'tb', pubkeyHash: 0x6f, scriptHash: 0xc4, test: true }

export function addressParams(network: KeyNetwork): AddressParams {
  if (network === 'main') return MAIN
  if (network === 'regtest') return { ...TEST, hrp: 'bcrt' }
  return TEST
}

export function isKeyNetwork(network: Network | string): network is KeyNetwork {
  return ['main', 'testnet', 'testnet4', 'signet', 'regtest'].includes(network)
}
