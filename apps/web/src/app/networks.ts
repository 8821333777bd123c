import { type Network, networkPrefix, networks } from '@outpoint/explorer-client'

/** What people call each network (the client's names are for URLs and wire messages). */
export const networkLabels: Record<Network, string> = {
  main: 'Bitcoin',
  testnet: 'Testnet3',
  testnet4: 'Testnet4',
  signet: 'Signet',
  regtest: 'Regtest',
  liquid: 'Liquid',
  liquidtestnet: 'Liquid Testnet',
}

/** Networks that have their own URL prefix: every network but main, which lives at the root. */
export const prefixedNetworks = networks.filter((n) => n !== 'main')

/** The network a first URL segment names, or undefined when it names none (`main` has no prefix). */
export function networkFromSegment(segment: string | undefined): Network | undefined {
  return prefixedNetworks.find((n) => n === segment)
}

/** An app path on a network: `networkPath('testnet', '/tx/ab')` is `/testnet/tx/ab`. */
export function networkPath(network: Network, path = '/'): string {
  const prefix = networkPrefix(network)
  if (path === '/' || path === '') return prefix || '/'
  return prefix + path
}

export function isNetwork(value: unknown): value is Network {
  return (networks as readonly unknown[]).includes(value)
}
