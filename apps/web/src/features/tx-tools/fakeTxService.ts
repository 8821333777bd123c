import type { MempoolAcceptResult, Transaction } from '@outpoint/explorer-client'

// A stand-in data service for the transaction tools' unit tests: previous transactions by txid, an answer
// to POST /txs/test, and POST /tx's txid; every request recorded.

export interface Asked {
  method: string
  path: string
  body?: string | undefined
}

export function prevTx(txid: string, values: number[], address?: string): Transaction {
  return {
    txid,
    version: 2,
    locktime: 0,
    size: 200,
    weight: 800,
    fee: 1_000,
    vin: [],
    vout: values.map((value) => ({
      scriptpubkey: '76a914'.padEnd(50, '0'),
      scriptpubkey_asm: '',
      scriptpubkey_type: 'p2pkh',
      value,
      ...(address ? { scriptpubkey_address: address } : {}),
    })),
    status: { confirmed: true, block_height: 100, block_hash: 'ab'.repeat(32), block_time: 1 },
  }
}

export function fakeTxService(options: {
  txs?: Transaction[]
  test?: MempoolAcceptResult[] | Response
  broadcast?: Response
  asked?: Asked[]
}) {
  return async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/(testnet|signet)/, '')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? init.body : undefined
    options.asked?.push({ method, path, body })
    if (method === 'POST' && path === '/api/txs/test') {
      const test = options.test
      if (!test) return new Response('Not found', { status: 404 })
      return test instanceof Response ? test : Response.json(test)
    }
    if (method === 'POST' && path === '/api/tx')
      return options.broadcast ?? new Response('Not found', { status: 404 })
    const tx = options.txs?.find((t) => path === `/api/tx/${t.txid}`)
    return tx ? Response.json(tx) : new Response('Transaction not found', { status: 404 })
  }
}
