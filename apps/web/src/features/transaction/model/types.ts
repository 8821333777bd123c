import type { LiquidTransaction, LiquidVin, Transaction } from '@outpoint/explorer-client'

/** A transaction of any network: Liquid's carry commitments, assets and pegs besides Bitcoin's fields. */
export type AnyTransaction = Transaction | LiquidTransaction
export type AnyVin = AnyTransaction['vin'][number]
export type AnyVout = AnyTransaction['vout'][number]

export function isLiquidVin(vin: AnyVin): vin is LiquidVin {
  return 'is_pegin' in vin
}
