import { TxRejected } from '../chain/mempool-accept.js'
import { HttpError, type Reply } from './router.js'

/**
 * `POST /tx` of any network: the accepted transaction's txid as text, or esplora's 400 passing the
 * node's `sendrawtransaction` RPC error on as it came.
 */
export function broadcastReply(accept: () => { txid: string }): Reply {
  try {
    return { text: accept().txid }
  } catch (error) {
    if (!(error instanceof TxRejected)) throw error
    const reply = JSON.stringify({ code: error.code, message: error.message })
    throw new HttpError(400, `sendrawtransaction RPC error: ${reply}`)
  }
}
