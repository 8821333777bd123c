import { Transaction } from '../bitcoin/tx.js'
import type { SimChain } from '../chain/history.js'
import { acceptTransaction, TxRejected } from '../chain/mempool-accept.js'
import { chainTime } from '../chain/mempool-clock.js'
import { acceptedFees, testMempoolAccept } from './mempool-test.js'
import { type Handler, HttpError, type Reply, type Router } from './router.js'

/**
 * `POST /tx` of any network: the accepted transaction's txid as text, or esplora's 400 passing the
 * node's `sendrawtransaction` RPC error on as it came.
 */
export function broadcastReply(accept: () => { txid: string }): Reply {
  try {
    return { text: accept().txid }
  } catch (error) {
    throw rpcError('sendrawtransaction', error)
  }
}

/** electrs' 400 for a node's refusal: `<method> RPC error: {"code":..,"message":".."}`. */
function rpcError(method: string, error: unknown): unknown {
  if (!(error instanceof TxRejected)) return error
  const reply = JSON.stringify({ code: error.code, message: error.message })
  return new HttpError(400, `${method} RPC error: ${reply}`)
}

/**
 * The body of `POST /txs/test` and `/txs/package`, checked as electrs checks it: a JSON array of at most
 * 25 hex transactions, each 120 to 800,000 hex characters.
 */
function rawTransactions(body: string): string[] {
  let hexes: unknown
  try {
    hexes = JSON.parse(body)
  } catch {
    throw new HttpError(400, 'Invalid request body (should be an array of hexadecimal strings)')
  }
  if (!Array.isArray(hexes) || hexes.some((hex) => typeof hex !== 'string'))
    throw new HttpError(400, 'Invalid request body (should be an array of hexadecimal strings)')
  if (hexes.length > 25) throw new HttpError(400, 'Exceeded maximum of 25 transactions')
  hexes.forEach((hex: string, index) => {
    if (hex.length < 120 || hex.length >= 800_000)
      throw new HttpError(400, `Invalid transaction size for item ${index}`)
    if (!/^([0-9a-fA-F]{2})+$/.test(hex))
      throw new HttpError(400, `Invalid transaction hex for item ${index}`)
  })
  return hexes as string[]
}

/** Bitcoin Core's ids of a raw transaction; a body it cannot decode is its RPC error -22. */
function idsOf(hex: string): { txid: string; wtxid: string } {
  try {
    const tx = Transaction.fromHex(hex)
    return { txid: tx.getId(), wtxid: Buffer.from(tx.getHash(true)).reverse().toString('hex') }
  } catch {
    throw rpcError('testmempoolaccept', new TxRejected(-22, 'TX decode failed'))
  }
}

/**
 * `POST /txs/test` (bitcoind's `testmempoolaccept`, as electrs passes it on; see mempool-test.ts) and
 * `POST /txs/package` (`submitpackage`), which simnet submits one transaction after the other, parents first.
 */
export function packageRoutes(router: Router<SimChain>): Router<SimChain> {
  return (
    router
      .post('/txs/test', ({ state, body }) => ({
        json: testMempoolAccept(state, rawTransactions(body), idsOf),
      }))
      // mempool's backend registers it as /api/v1/txs/package for every backend; electrs as /txs/package.
      .post('/txs/package', submitPackage)
      .post('/v1/txs/package', submitPackage)
  )
}

/** `submitpackage`: each transaction into the mempool in turn; after a refusal the rest are not tried. */
const submitPackage: Handler<SimChain> = ({ state, body }) => {
  const results: Record<string, object> = {}
  let failed = false
  for (const hex of rawTransactions(body)) {
    const ids = idsOf(hex)
    if (failed) {
      results[ids.wtxid] = { txid: ids.txid, error: 'package-not-validated' }
      continue
    }
    try {
      const record = acceptTransaction(state, hex, chainTime(state))
      results[ids.wtxid] = {
        txid: ids.txid,
        vsize: record.vsize,
        fees: acceptedFees(record.fee, record.vsize, [ids.wtxid]),
      }
    } catch (error) {
      if (!(error instanceof TxRejected)) throw error
      failed = true
      results[ids.wtxid] = { txid: ids.txid, error: error.message }
    }
  }
  return {
    json: {
      package_msg: failed ? 'transaction failed' : 'success',
      'tx-results': results,
      'replaced-transactions': [],
    },
  }
}
