import type { ExplorerClient } from '../client.js'
import type { LiquidNetwork } from '../networks.js'
import { index } from '../validate/params.js'
import { type Schema, schema } from '../validate/schema.js'
import type {
  EmergencySpentStats,
  FederationAddress,
  FederationUtxo,
  MonthlyAmount,
  Peg,
  PegsTotal,
  PegsVolume,
  ReservesAuditStatus,
} from '../wire/liquid-pegs.js'
import { type CallOptions, endpoint } from './endpoint.js'

/*
 * The Liquid federation's pegs and reserves (mempool backend/src/api/liquid/liquid.routes.ts, served when
 * the backend has its database). SQL sums (`amount`, `balance`, `volume`, `total_amount`) arrive as
 * decimal strings and become numbers here (`N`); a sum over no row is `null`.
 */

type Get<T> = (client: ExplorerClient<LiquidNetwork>, options?: CallOptions) => Promise<T>
const liquid = <T>(path: string, shape: Schema) =>
  endpoint<Get<T>>(path, schema(shape), { chain: 'liquid' })

const total = { amount: 'N!', lastBlockUpdate: 'i', hash: 'h' }
const monthly: Schema = [{ amount: 'N', date: 's' }]
const utxo = {
  txid: 'h',
  txindex: 'i',
  bitcoinaddress: 's',
  amount: 'i',
  blocknumber: 'i',
  blocktime: 'i',
  pegtxid: 's',
  pegindex: 'i',
  pegblocktime: 'i',
  timelock: 'i',
  expiredAt: 'i',
}

/** `GET /v1/liquid/pegs`: L-BTC in circulation (peg-ins less peg-outs), up to a Liquid block. */
export const getPegsTotal = liquid<PegsTotal>('v1/liquid/pegs', total)

/** `GET /v1/liquid/pegs/month`: the pegs' net amount per month. */
export const getPegsByMonth = liquid<MonthlyAmount[]>('v1/liquid/pegs/month', monthly)

/** `GET /v1/liquid/pegs/list/:offset`: 15 pegs, newest first, from `offset`. */
export const getRecentPegs = endpoint<
  (
    client: ExplorerClient<LiquidNetwork>,
    params: CallOptions & { offset: number },
  ) => Promise<Peg[]>
>(
  'v1/liquid/pegs/list/:offset',
  schema([
    {
      txid: 'h',
      txindex: 'i',
      amount: 'n',
      bitcoinaddress: 's',
      bitcointxid: 's',
      bitcoinindex: 'i',
      blocktime: 'i',
    },
  ]),
  { chain: 'liquid', rules: { offset: index } },
)

/** `GET /v1/liquid/pegs/volume`: the last day's peg-ins then peg-outs. */
export const getPegsVolume = liquid<[PegsVolume, PegsVolume]>('v1/liquid/pegs/volume', [
  { volume: 'N!', number: 'i' },
])

/** `GET /v1/liquid/pegs/count`: how many pegs there have been. */
export const getPegsCount = liquid<{ pegs_count: number }>('v1/liquid/pegs/count', {
  pegs_count: 'i',
})

/** `GET /v1/liquid/reserves`: the BTC the federation holds, up to a Bitcoin block. */
export const getReservesTotal = liquid<PegsTotal>('v1/liquid/reserves', total)

/** `GET /v1/liquid/reserves/month`: reserves added per month. */
export const getReservesByMonth = liquid<MonthlyAmount[]>('v1/liquid/reserves/month', monthly)

/** `GET /v1/liquid/reserves/addresses`: the federation's addresses, largest balance first. */
export const getFederationAddresses = liquid<FederationAddress[]>('v1/liquid/reserves/addresses', [
  { bitcoinaddress: 's', balance: 'N' },
])

/** `GET /v1/liquid/reserves/addresses/total`: how many addresses hold reserves. */
export const getFederationAddressCount = liquid<{ address_count: number }>(
  'v1/liquid/reserves/addresses/total',
  { address_count: 'i' },
)

/** `GET /v1/liquid/reserves/utxos`: the federation's unspent, unexpired outputs, newest first. */
export const getFederationUtxos = liquid<FederationUtxo[]>('v1/liquid/reserves/utxos', [utxo])

/** `GET /v1/liquid/reserves/utxos/total`: how many outputs hold reserves. */
export const getFederationUtxoCount = liquid<{ utxo_count: number }>(
  'v1/liquid/reserves/utxos/total',
  { utxo_count: 'i' },
)

/** `GET /v1/liquid/reserves/utxos/expired`: unspent outputs past their timelock, with `isDust`. */
export const getExpiredFederationUtxos = liquid<FederationUtxo[]>(
  'v1/liquid/reserves/utxos/expired',
  [{ ...utxo, isDust: 'b' }],
)

/** `GET /v1/liquid/reserves/utxos/emergency-spent`: outputs the emergency keys have spent. */
export const getEmergencySpentUtxos = liquid<FederationUtxo[]>(
  'v1/liquid/reserves/utxos/emergency-spent',
  [utxo],
)

/** `GET /v1/liquid/reserves/utxos/emergency-spent/stats`: their count and total. */
export const getEmergencySpentStats = liquid<EmergencySpentStats>(
  'v1/liquid/reserves/utxos/emergency-spent/stats',
  { utxo_count: 'i', total_amount: 'N!' },
)

/** `GET /v1/liquid/reserves/status`: how far the audit of the federation's outputs has come. */
export const getReservesAuditStatus = liquid<ReservesAuditStatus>('v1/liquid/reserves/status', {
  bitcoinBlocks: 'i',
  bitcoinHeaders: 'i',
  lastBlockAudit: 'i',
  isAuditSynced: 'b',
})
