import type { Network } from '@outpoint/explorer-client'
import { networkPath } from '../../app/networks'
import { checkAddress } from '../address/addressCheck'

/*
 * The audit's ids come from the service's database (`elements_pegs`, `federation_txos`), some checked by
 * the client only as text: they become links only when they are what a page takes, so no value can reach
 * another route of the app.
 */

const txid = /^[0-9a-f]{64}$/i

/** The page of transaction `id` on `network`, or undefined when `id` is not a txid. */
export const txPath = (network: Network, id: string): string | undefined =>
  txid.test(id) ? networkPath(network, `/tx/${id}`) : undefined

/** The page of `address` on `network`, or undefined when it is not an address of that network. */
export const addressPath = (network: Network, address: string): string | undefined =>
  checkAddress(address, network).valid
    ? networkPath(network, `/address/${encodeURIComponent(address)}`)
    : undefined
