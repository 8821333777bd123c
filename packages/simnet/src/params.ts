/** The simulated Bitcoin networks and what differs between them. */
export const bitcoinNetworkNames = ['main', 'testnet', 'testnet4', 'signet', 'regtest'] as const
export type BitcoinNetworkName = (typeof bitcoinNetworkNames)[number]

export interface BitcoinParams {
  name: BitcoinNetworkName
  /** URL prefix on the service: '' for main, `/testnet`... */
  prefix: string
  bech32: string
  pubKeyHash: number
  scriptHash: number
  /** Height of the chain tip when the history is generated (close to the real network's). */
  tipHeight: number
  /** Unix time of the generated tip: simnet's CLI takes the start of the current hour. */
  tipTime: number
  /** Difficulty at the tip (the real network's order of magnitude). */
  difficulty: number
  /** Blocks of history generated below the tip: more than two difficulty epochs of 2016. */
  historyBlocks: number
  /** The last blocks carry full transaction sets; older ones only a coinbase and a few payments. */
  fullBlocks: number
}

/**
 * The tip time the heights below were taken at (2025-11-21): the default of programmatic use, so tests
 * and the benchmark see one fixed history. The CLI anchors the tip at the current hour instead.
 */
export const referenceTipTime = 1_763_700_000
const tipTime = referenceTipTime

export const bitcoinParams: Record<BitcoinNetworkName, BitcoinParams> = {
  main: {
    name: 'main',
    prefix: '',
    bech32: 'bc',
    pubKeyHash: 0x00,
    scriptHash: 0x05,
    tipHeight: 924_000,
    tipTime,
    difficulty: 1.52e14,
    historyBlocks: 4_400,
    fullBlocks: 300,
  },
  testnet: {
    name: 'testnet',
    prefix: '/testnet',
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    tipHeight: 4_760_000,
    tipTime,
    difficulty: 1,
    historyBlocks: 4_100,
    fullBlocks: 60,
  },
  testnet4: {
    name: 'testnet4',
    prefix: '/testnet4',
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    tipHeight: 105_000,
    tipTime,
    difficulty: 1.2e9,
    historyBlocks: 4_100,
    fullBlocks: 60,
  },
  signet: {
    name: 'signet',
    prefix: '/signet',
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    tipHeight: 275_000,
    tipTime,
    difficulty: 0.0034,
    historyBlocks: 4_100,
    fullBlocks: 60,
  },
  regtest: {
    name: 'regtest',
    prefix: '/regtest',
    bech32: 'bcrt',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    tipHeight: 4_300,
    tipTime,
    difficulty: 4.66e-10,
    historyBlocks: 4_200,
    fullBlocks: 60,
  },
}

/**
 * A network's parameters with its tip at `time`: the tip height moves a block per ten minutes from the
 * reference height, as the real networks do, so a tip of today shows about today's height. Regtest has
 * no real chain to follow and keeps its height.
 */
export function bitcoinParamsAt(name: BitcoinNetworkName, time: number): BitcoinParams {
  const params = bitcoinParams[name]
  if (name === 'regtest') return { ...params, tipTime: time }
  return { ...params, tipTime: time, tipHeight: heightAt(params, time, 600) }
}

/** The height `time` has at one block per `interval` seconds, never below the history's first block. */
export function heightAt(
  reference: { tipHeight: number; tipTime: number; historyBlocks: number },
  time: number,
  interval: number,
): number {
  const height = reference.tipHeight + Math.round((time - reference.tipTime) / interval)
  return Math.max(reference.historyBlocks, height)
}
