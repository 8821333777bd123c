/*
 * The Liquid federation's peg and reserve figures (`/v1/liquid/pegs*`, `/v1/liquid/reserves*`), as mempool's
 * backend builds them from its `elements_pegs` and `federation_txos` tables (backend/src/api/liquid/
 * elements-parser.ts). SQL `SUM`s arrive as decimal strings (or `null` over no row): the client converts
 * them, so every amount below is a number of satoshis.
 */

/** `/v1/liquid/pegs` (L-BTC issued: peg-ins less peg-outs) or `/v1/liquid/reserves` (BTC the federation holds). */
export interface PegsTotal {
  /** Satoshis; `null` when no peg (or no federation output) is recorded yet. */
  amount: number | null
  /** The Liquid block (pegs) or Bitcoin block (reserves) the figure is counted up to. */
  lastBlockUpdate: number
  /** That block's hash. */
  hash: string
}

/** One month of `/v1/liquid/pegs/month` or `/v1/liquid/reserves/month`. */
export interface MonthlyAmount {
  /** Satoshis (peg-outs count negative in pegs). */
  amount: number
  /** The month, `YYYY-MM-01`. */
  date: string
}

/** A peg of `/v1/liquid/pegs/list/:offset`: a peg-in (amount > 0) or a peg-out (amount < 0). */
export interface Peg {
  /** The Liquid transaction. */
  txid: string
  /** The peg-in's input or the peg-out's output index. */
  txindex: number
  amount: number
  /** The Bitcoin address paid to the federation (peg-in) or by it (peg-out); empty for an L-BTC burn. */
  bitcoinaddress: string
  /** The Bitcoin transaction: the deposit (peg-in) or the payout, empty until the federation pays it. */
  bitcointxid: string
  bitcoinindex: number
  /** The Liquid block's time. */
  blocktime: number
}

/** `/v1/liquid/pegs/volume`: the last 24 hours, peg-ins first, then peg-outs (negative volume). */
export interface PegsVolume {
  /** Satoshis, `null` when there was none. */
  volume: number | null
  number: number
}

/** A federation address of `/v1/liquid/reserves/addresses`, largest balance first. */
export interface FederationAddress {
  bitcoinaddress: string
  /** Satoshis. */
  balance: number
}

/** A Bitcoin output the federation holds (`/v1/liquid/reserves/utxos`, `.../expired`, `.../emergency-spent`). */
export interface FederationUtxo {
  txid: string
  txindex: number
  bitcoinaddress: string
  amount: number
  /** Bitcoin block height and time of the output. */
  blocknumber: number
  blocktime: number
  /** The peg-in claiming it; empty (and pegindex, pegblocktime 0) for the federation's change. */
  pegtxid: string
  pegindex: number
  pegblocktime: number
  /** Bitcoin blocks after which the emergency keys may spend it. */
  timelock: number
  /** When it expired (Bitcoin block time), 0 while it has not. */
  expiredAt: number
  /** Only in `/utxos/expired`: whether spending it would cost more than it holds. */
  isDust?: boolean
}

/** `/v1/liquid/reserves/utxos/emergency-spent/stats`. */
export interface EmergencySpentStats {
  utxo_count: number
  /** Satoshis, `null` when none was spent so. */
  total_amount: number | null
}

/** `/v1/liquid/reserves/status`: how far the audit of the federation's Bitcoin outputs has come. */
export interface ReservesAuditStatus {
  bitcoinBlocks: number
  bitcoinHeaders: number
  lastBlockAudit: number
  isAuditSynced: boolean
}
