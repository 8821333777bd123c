/*
 * Address validation per network, as an explorer's search box needs it: which networks an address can belong
 * to, and what kind of address it is. Only the encoding is checked (checksums, versions, lengths), not whether
 * the keys are points on the curve.
 */

import type { Network } from '../networks.js'
import { decodeBase58Check } from './base58.js'
import { decodeSegwit } from './bech32.js'
import { decodeConfidentialSegwit } from './blech32.js'

/** The networks an address can belong to: the client's own network names. */
export type AddressNetwork = Network
export type AddressKind =
  | 'p2pkh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  | 'witness_unknown'
  | 'p2pk'

/** What an address is on a network. `confidential` marks Liquid addresses that carry a blinding key. */
export interface DecodedAddress {
  network: AddressNetwork
  kind: AddressKind
  confidential: boolean
  encoding: 'base58' | 'bech32' | 'bech32m' | 'blech32' | 'blech32m' | 'pubkey'
}

interface NetworkParams {
  /** Base58 version bytes. */
  p2pkh: number
  p2sh: number
  /** Bech32 hrp of (unblinded) segwit addresses. */
  hrp: string
  /** Liquid only: blech32 hrp and the base58 prefix byte of confidential addresses. */
  blech32Hrp?: string
  blindedPrefix?: number
}

const TESTNET: NetworkParams = { p2pkh: 0x6f, p2sh: 0xc4, hrp: 'tb' }

/** Liquid values from ElementsProject/elements src/kernel/chainparams.cpp (CLiquidV1Params, CLiquidTestNetParams). */
export const NETWORKS: Record<AddressNetwork, NetworkParams> = {
  main: { p2pkh: 0x00, p2sh: 0x05, hrp: 'bc' },
  testnet: TESTNET,
  testnet4: TESTNET,
  signet: TESTNET,
  regtest: { p2pkh: 0x6f, p2sh: 0xc4, hrp: 'bcrt' },
  liquid: { p2pkh: 57, p2sh: 39, hrp: 'ex', blech32Hrp: 'lq', blindedPrefix: 12 },
  liquidtestnet: { p2pkh: 36, p2sh: 19, hrp: 'tex', blech32Hrp: 'tlq', blindedPrefix: 23 },
}

const ALL_NETWORKS = Object.keys(NETWORKS) as AddressNetwork[]

/** A compressed (02/03) or uncompressed (04) public key in hex, which mempool.space accepts as a p2pk address. */
const PUBKEY = /^(?:0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/

function witnessKind(version: number, programLength: number): AddressKind {
  if (version === 0) return programLength === 20 ? 'p2wpkh' : 'p2wsh'
  return version === 1 && programLength === 32 ? 'p2tr' : 'witness_unknown'
}

function decodeBase58Address(
  address: string,
  params: NetworkParams,
): Pick<DecodedAddress, 'kind' | 'confidential'> | undefined {
  const payload = decodeBase58Check(address)
  if (!payload) return undefined
  let version = payload[0]
  let confidential = false
  if (
    payload.length === 55 &&
    params.blindedPrefix !== undefined &&
    version === params.blindedPrefix
  ) {
    // Confidential: [prefix, inner version, 33-byte blinding key, 20-byte hash] (Elements src/key_io.cpp).
    if (payload[2] !== 2 && payload[2] !== 3) return undefined
    version = payload[1]
    confidential = true
  } else if (payload.length !== 21) {
    return undefined
  }
  if (version === params.p2pkh) return { kind: 'p2pkh', confidential }
  if (version === params.p2sh) return { kind: 'p2sh', confidential }
  return undefined
}

/** Decodes an address for one network, or returns undefined when it is not a valid address of that network. */
export function decodeAddress(
  address: string,
  network: AddressNetwork,
): DecodedAddress | undefined {
  const params = NETWORKS[network]
  if (typeof address !== 'string' || !params) return undefined
  if (PUBKEY.test(address)) {
    return { network, kind: 'p2pk', confidential: false, encoding: 'pubkey' }
  }

  const base58 = decodeBase58Address(address, params)
  if (base58) return { network, ...base58, encoding: 'base58' }

  const segwit = decodeSegwit(params.hrp, address)
  if (segwit) {
    const kind = witnessKind(segwit.version, segwit.program.length)
    return { network, kind, confidential: false, encoding: segwit.encoding }
  }

  if (params.blech32Hrp !== undefined) {
    const blinded = decodeConfidentialSegwit(params.blech32Hrp, address)
    if (blinded) {
      const kind = witnessKind(blinded.version, blinded.program.length)
      return { network, kind, confidential: true, encoding: blinded.encoding }
    }
  }
  return undefined
}

/** Every network (of the list above) whose rules the address satisfies (testnet, testnet4 and signet share formats). */
export function addressNetworks(address: string): AddressNetwork[] {
  return ALL_NETWORKS.filter((network) => decodeAddress(address, network) !== undefined)
}
