import type { AnyTransaction, AnyVin, AnyVout } from './types'

/**
 * What a transaction did to an address: received minus sent, in sats. Undefined when an amount involved is
 * confidential (Liquid), since the net is then unknown.
 */
export function netValueFor(tx: AnyTransaction, address: string): number | undefined {
  let net = 0
  const vouts: readonly AnyVout[] = tx.vout
  const vins: readonly AnyVin[] = tx.vin
  for (const vout of vouts) {
    if (vout.scriptpubkey_address !== address) continue
    if (vout.value === undefined) return undefined
    net += vout.value
  }
  for (const vin of vins) {
    const prevout = vin.prevout
    if (prevout?.scriptpubkey_address !== address) continue
    if (prevout.value === undefined) return undefined
    net -= prevout.value
  }
  return net
}
