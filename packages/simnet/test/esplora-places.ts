// The Esplora `{place}`s of the conformance samples' simnet paths: a transaction of the tip block, an
// address it pays, that address's scripthash, and a Liquid address, found in simnet's own answers.
import { createHash } from 'node:crypto'
import type { Get } from './conformance-places.js'

interface TxJson {
  vout: { scriptpubkey: string; scriptpubkey_address?: string }[]
}

/** The last transaction of the tip block (a coinbase when the block holds nothing else). */
async function tipTxid(get: Get, prefix = '/api'): Promise<string> {
  const hash = String(await get(`${prefix}/blocks/tip/hash`))
  const txids = (await get(`${prefix}/block/${hash}/txids`)) as string[]
  return String(txids.at(-1))
}

/** The first output of a tip transaction that pays an address. */
async function paidOutput(get: Get, prefix = '/api') {
  const tx = (await get(`${prefix}/tx/${await tipTxid(get, prefix)}`)) as TxJson
  const out = tx.vout.find((o) => o.scriptpubkey_address)
  if (!out) throw new Error('no output with an address in the tip transaction')
  return out
}

export const esploraPlaces: Record<string, (get: Get) => Promise<string>> = {
  tipHeight: async (get) => String(await get('/api/blocks/tip/height')),
  txid: (get) => tipTxid(get),
  address: async (get) => String((await paidOutput(get)).scriptpubkey_address),
  /** electrs' scripthash: SHA-256 of the output script, hex in natural byte order. */
  scripthash: async (get) =>
    createHash('sha256')
      .update(Buffer.from((await paidOutput(get)).scriptpubkey, 'hex'))
      .digest('hex'),
  liquidAddress: async (get) => String((await paidOutput(get, '/liquid/api')).scriptpubkey_address),
}
