import type { ExplorerClient, TransactionOf } from '../client.js'
import { InvalidParameterError } from '../errors.js'
import type { Network } from '../networks.js'
import { hash, list } from '../validate/params.js'
import { maybe, schema } from '../validate/schema.js'
import { hex64, hexString } from '../validate/shape.js'
import type {
  MempoolAcceptResult,
  MerkleProof,
  Outspend,
  SubmitPackageResult,
  TxStatus,
} from '../wire/transaction.js'
import { type CallOptions, endpoint, type Rule, withRoutes } from './endpoint.js'
import { byChain, outspend, shapes, txStatus } from './esplora-shapes.js'

export interface TxidParameters extends CallOptions {
  /** Transaction id, 64 hex. */
  txid: string
}

type ByTxid<R> = (client: ExplorerClient, params: TxidParameters) => Promise<R>
type ByTxids<R> = (client: ExplorerClient, params: CallOptions & { txids: string[] }) => Promise<R>

const acceptedFees = {
  base: 'n',
  'effective-feerate': 'n?',
  'effective-includes': maybe(['h'] as const),
}

/** `GET /tx/:txid`. Unknown transactions answer 404 (NotFoundError). */
export const getTransaction = byChain(
  (check) =>
    endpoint<
      <N extends Network>(
        client: ExplorerClient<N>,
        params: TxidParameters,
      ) => Promise<TransactionOf<N>>
    >('tx/:txid', check),
  shapes.tx,
)

/** `GET /tx/:txid/status`. An unknown txid answers `{ confirmed: false }`, as electrs does (not a 404). */
export const getTransactionStatus = endpoint<ByTxid<TxStatus>>('tx/:txid/status', schema(txStatus))

/** `GET /tx/:txid/hex`: the raw transaction as hex. */
export const getTransactionHex = endpoint<ByTxid<string>>('tx/:txid/hex', hexString, { as: 'text' })

/** `GET /tx/:txid/raw`: the raw transaction bytes. */
export const getTransactionRaw = endpoint<ByTxid<Uint8Array>>('tx/:txid/raw', undefined, {
  as: 'binary',
})

/** `GET /tx/:txid/merkleblock-proof`: bitcoind's `merkleblock` serialisation as hex (not on Liquid). */
export const getTransactionMerkleBlockProof = endpoint<ByTxid<string>>(
  'tx/:txid/merkleblock-proof',
  hexString,
  { as: 'text' },
)

/** `GET /tx/:txid/merkle-proof`: sibling hashes leaf to root, and the position in the block. */
export const getTransactionMerkleProof = endpoint<ByTxid<MerkleProof>>(
  'tx/:txid/merkle-proof',
  schema({ block_height: 'i', merkle: ['h'] as const, pos: 'i' }),
)

/**
 * `GET /tx/:txid/outspend/:vout`: whether one output is spent, and by what. An unknown txid or vout
 * answers `{ spent: false }`, as electrs does.
 */
export const getTransactionOutspend = endpoint<
  (client: ExplorerClient, params: TxidParameters & { vout: number }) => Promise<Outspend>
>('tx/:txid/outspend/:vout', schema(outspend))

/** `GET /tx/:txid/outspends`: one entry per output. An unknown txid answers 404 (NotFoundError). */
export const getTransactionOutspends = endpoint<ByTxid<Outspend[]>>(
  'tx/:txid/outspends',
  schema([outspend] as const),
)

/**
 * `GET /txs/outspends?txids=`: outspends of several transactions at once (up to 50), in the order asked;
 * an unknown txid gets an empty list.
 */
export const getOutspendsBatch = endpoint<ByTxids<Outspend[][]>>(
  'txs/outspends',
  schema([[outspend] as const] as const),
  {
    query: { txids: 'txids' },
    rules: { txids: (name, value) => list(name, value, hash, 50).join(',') },
  },
)

const isRawTransaction = (hex: string) => hex.length >= 20 && hexString(hex) === undefined

/**
 * `POST /tx`: broadcasts a raw transaction (hex) and returns its txid. The node's refusal comes back as an
 * HttpRequestError (400) whose `body` is the node's reason (electrs: `sendrawtransaction RPC error:
 * {"code":-26,"message":"..."}`). Retried only on 429, never on 5xx: a broadcast that reached the node
 * must not be sent twice.
 */
export const broadcastTransaction = withRoutes(
  async (
    client: ExplorerClient,
    { hex, signal }: CallOptions & { hex: string },
  ): Promise<string> => {
    const body = typeof hex === 'string' ? hex.trim() : hex
    if (typeof body !== 'string' || !isRawTransaction(body)) {
      throw new InvalidParameterError('hex', hex, 'a raw transaction as an even-length hex string')
    }
    return client.request({ path: 'tx', method: 'POST', body, as: 'text', check: hex64, signal })
  },
  [{ method: 'POST', path: 'tx', query: [], as: 'text' }],
)

/** Up to 25 raw transactions as the JSON array electrs reads (each 60 to 400,000 bytes, as it checks). */
const rawTransactions: Rule = (name, value) => {
  const raw = (item: string, hex: unknown) => {
    if (
      typeof hex !== 'string' ||
      hex.length < 120 ||
      hex.length >= 800_000 ||
      !isRawTransaction(hex)
    )
      throw new InvalidParameterError(item, hex, 'a raw transaction as hex (60 to 400,000 bytes)')
    return hex
  }
  return JSON.stringify(list(name, value, raw, 25))
}

/** A cap in BTC (per kvB for a fee rate), as Bitcoin Core takes it. */
const bitcoins: Rule = (name, value) => {
  if (typeof value !== 'number' || !(value >= 0) || !Number.isFinite(value)) {
    throw new InvalidParameterError(name, value, 'an amount >= 0 in BTC')
  }
  return value
}

interface PackageParameters extends CallOptions {
  /** Raw transactions as hex, parents before children (1 to 25). */
  transactions: string[]
  /** Refuse a transaction paying more than this (BTC/kvB); Bitcoin Core's default when absent. */
  maxFeeRate?: number | undefined
}

const packagePost = { body: 'transactions', contentType: 'application/json' }

/**
 * `POST /txs/test`: Bitcoin Core's `testmempoolaccept` for up to 25 raw transactions, nothing broadcast.
 * A refusal of the request itself (not of a transaction) is an HttpRequestError (400).
 */
export const testTransactions = endpoint<
  (client: ExplorerClient, params: PackageParameters) => Promise<MempoolAcceptResult[]>
>(
  'txs/test',
  schema([
    {
      txid: 'h',
      wtxid: 'h',
      allowed: 'b?',
      vsize: 'i?',
      fees: maybe(acceptedFees),
      'reject-reason': 's?',
      'reject-details': 's?',
      'package-error': 's?',
    },
  ] as const),
  {
    post: packagePost,
    query: { maxfeerate: 'maxFeeRate?' },
    rules: { transactions: rawTransactions, maxFeeRate: bitcoins },
  },
)

/** `POST /txs/package`: Bitcoin Core's `submitpackage` (a child with its unconfirmed parents). */
export const submitPackage = endpoint<
  (
    client: ExplorerClient,
    params: PackageParameters & {
      /** Refuse outputs burning more than this (BTC); Bitcoin Core's default (0) when absent. */
      maxBurnAmount?: number | undefined
    },
  ) => Promise<SubmitPackageResult>
>(
  'txs/package',
  schema({
    package_msg: 's',
    'tx-results': {
      '*': { txid: 'h', 'other-wtxid': 'h?', vsize: 'i?', fees: maybe(acceptedFees), error: 's?' },
    },
    'replaced-transactions': maybe(['h'] as const),
  }),
  {
    post: packagePost,
    query: { maxfeerate: 'maxFeeRate?', maxburnamount: 'maxBurnAmount?' },
    rules: { transactions: rawTransactions, maxFeeRate: bitcoins, maxBurnAmount: bitcoins },
  },
)
