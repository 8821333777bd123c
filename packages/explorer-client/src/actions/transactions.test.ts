import { describe, expect, it } from 'vitest'
import { fixtureText } from '../../test/fixtures.js'
import {
  binaryBody,
  expectInvalid,
  mainClient,
  recorded,
  serverPerTest,
} from '../../test/helpers.js'
import { json, text } from '../../test/http-server.js'
import { HttpRequestError, InvalidResponseError, NotFoundError } from '../errors.js'
import type { RbfHistory } from '../wire/mempool.js'
import type { MerkleProof, Outspend, Transaction, TxStatus } from '../wire/transaction.js'
import { getRbfHistory, getTransactionTimes } from './mempool.js'
import {
  broadcastTransaction,
  getOutspendsBatch,
  getTransaction,
  getTransactionHex,
  getTransactionMerkleBlockProof,
  getTransactionMerkleProof,
  getTransactionOutspend,
  getTransactionOutspends,
  getTransactionRaw,
  getTransactionStatus,
  submitPackage,
  testTransactions,
} from './transactions.js'

const serve = serverPerTest()

/** tx02 of the mempool frontend's RBF tests: unconfirmed, replaced 242f3fff... */
const TXID = 'b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698'
const REPLACED = '242f3fff9ca7d5aea7a7a57d886f3fa7329e24fac948598a991b3a3dd631cd29'
const SPENDER = '13f007241d78e8b0b4e57d2ae3fd37bcfe3226534d7cadeba5a549860d960db0'
const BLOCK = '00000000000000000002c69c7a3010fcd596c0c7451c23e7cd1f5e19ebf8ee6d'
const RAW_HEX =
  '0200000001e9725a7eb9998aec0751d84c5dc366386678a878744ee4f57a3a2ad241c116fb0000000000fdffffff0190bf0000000000001976a914099f831c49289c7b9cc07a9a632867ecd51a105a88ac00000000'

const confirmed: TxStatus = {
  confirmed: true,
  block_height: 848136,
  block_hash: BLOCK,
  block_time: 1718517071,
}

describe('getTransaction', () => {
  it('GETs /api/tx/:txid and returns the recorded transaction as served', async () => {
    const server = await serve({
      [`GET /api/tx/${TXID}`]: {
        body: fixtureText('frontend-cypress/details_rbf/tx02_api_tx.json'),
      },
    })
    const tx = await getTransaction(mainClient(server), { txid: TXID })
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /api/tx/${TXID}`])
    expect(tx).toEqual(recorded<Transaction>('frontend-cypress/details_rbf/tx02_api_tx.json'))
    expect(tx.vin[0]?.sequence).toBe(4294967293)
    // Unconfirmed: the block fields are absent, not null.
    expect(tx.status).toEqual({ confirmed: false })
  })

  it('lowercases an upper-case txid in the path', async () => {
    const server = await serve({
      [`GET /api/tx/${TXID}`]: {
        body: fixtureText('frontend-cypress/details_rbf/tx02_api_tx.json'),
      },
    })
    await getTransaction(mainClient(server), { txid: TXID.toUpperCase() })
    expect(server.requests[0]?.url).toBe(`/api/tx/${TXID}`)
  })

  it('gives NotFoundError with the text body for an unknown transaction', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}`]: text('Transaction not found', 404) })
    const error = await getTransaction(mainClient(server), { txid: TXID }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).body).toBe('Transaction not found')
  })
})

describe('transaction text, binary and JSON details', () => {
  it('getTransactionStatus GETs /tx/:txid/status', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}/status`]: json(confirmed) })
    expect(await getTransactionStatus(mainClient(server), { txid: TXID })).toEqual(confirmed)
    expect(server.requests[0]?.url).toBe(`/api/tx/${TXID}/status`)
  })

  it('getTransactionHex returns the text of /tx/:txid/hex', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}/hex`]: text(RAW_HEX) })
    const hex = await getTransactionHex(mainClient(server), { txid: TXID })
    expect(hex).toBe(RAW_HEX)
    expect(server.requests[0]?.url).toBe(`/api/tx/${TXID}/hex`)
  })

  it('getTransactionHex refuses a body that is not hex', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}/hex`]: text('<html>oops</html>') })
    await expect(getTransactionHex(mainClient(server), { txid: TXID })).rejects.toThrow(
      InvalidResponseError,
    )
  })

  it('getTransactionRaw returns the exact bytes of /tx/:txid/raw', async () => {
    const server = await serve({
      [`GET /api/tx/${TXID}/raw`]: {
        headers: { 'content-type': 'application/octet-stream' },
        body: binaryBody,
      },
    })
    const raw = await getTransactionRaw(mainClient(server), { txid: TXID })
    expect(raw).toBeInstanceOf(Uint8Array)
    expect(Array.from(raw)).toEqual(Array.from(binaryBody))
    expect(server.requests[0]?.url).toBe(`/api/tx/${TXID}/raw`)
  })

  it('getTransactionMerkleBlockProof returns the hex text of /tx/:txid/merkleblock-proof', async () => {
    const proof = `${'00'.repeat(80)}0100000001${TXID}0101`
    const server = await serve({ [`GET /api/tx/${TXID}/merkleblock-proof`]: text(proof) })
    expect(await getTransactionMerkleBlockProof(mainClient(server), { txid: TXID })).toBe(proof)
    expect(server.requests[0]?.url).toBe(`/api/tx/${TXID}/merkleblock-proof`)
  })

  it('getTransactionMerkleProof parses the Electrum-format proof', async () => {
    const proof: MerkleProof = { block_height: 848136, merkle: [REPLACED, SPENDER], pos: 2 }
    const server = await serve({ [`GET /api/tx/${TXID}/merkle-proof`]: json(proof) })
    expect(await getTransactionMerkleProof(mainClient(server), { txid: TXID })).toEqual(proof)
    expect(server.requests[0]?.url).toBe(`/api/tx/${TXID}/merkle-proof`)
  })
})

describe('outspends', () => {
  const spent: Outspend = { spent: true, txid: SPENDER, vin: 0, status: confirmed }
  const unspent: Outspend = { spent: false }

  it('getTransactionOutspend GETs /tx/:txid/outspend/:vout, including vout 0', async () => {
    const server = await serve({
      [`GET /api/tx/${TXID}/outspend/0`]: json(spent),
      [`GET /api/tx/${TXID}/outspend/1`]: json(unspent),
    })
    const client = mainClient(server)
    expect(await getTransactionOutspend(client, { txid: TXID, vout: 0 })).toEqual(spent)
    const open = await getTransactionOutspend(client, { txid: TXID, vout: 1 })
    expect(open).toEqual(unspent)
    expect('txid' in open).toBe(false)
    expect(server.requests.map((r) => r.url)).toEqual([
      `/api/tx/${TXID}/outspend/0`,
      `/api/tx/${TXID}/outspend/1`,
    ])
  })

  it('getTransactionOutspends returns one entry per output', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}/outspends`]: json([spent, unspent]) })
    expect(await getTransactionOutspends(mainClient(server), { txid: TXID })).toEqual([
      spent,
      unspent,
    ])
  })

  it('getOutspendsBatch sends the txids comma-separated in one txids parameter', async () => {
    const server = await serve({
      [`GET /api/txs/outspends?txids=${TXID}%2C${REPLACED}`]: json([[spent], [unspent, unspent]]),
    })
    const result = await getOutspendsBatch(mainClient(server), { txids: [TXID, REPLACED] })
    expect(result).toEqual([[spent], [unspent, unspent]])
    expect(server.requests[0]?.path).toBe('/api/txs/outspends')
    expect(server.requests[0]?.query.get('txids')).toBe(`${TXID},${REPLACED}`)
  })

  it('refuses an outspend that is not an object', async () => {
    const server = await serve({ [`GET /api/tx/${TXID}/outspends`]: json([spent, 'spent']) })
    await expect(getTransactionOutspends(mainClient(server), { txid: TXID })).rejects.toThrow(
      /\[1\]: expected an object, got string/,
    )
  })
})

describe('broadcastTransaction', () => {
  it('POSTs the hex as text/plain to /api/tx and returns the txid text', async () => {
    const server = await serve({ 'POST /api/tx': text(TXID) })
    const txid = await broadcastTransaction(mainClient(server), { hex: ` ${RAW_HEX}\n` })
    expect(txid).toBe(TXID)
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/api/tx')
    expect(request?.body).toBe(RAW_HEX)
    expect(request?.headers['content-type']).toBe('text/plain')
  })

  it("gives the node's refusal as an HttpRequestError 400 with the reason", async () => {
    const reason = 'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met"}'
    const server = await serve({ 'POST /api/tx': text(reason, 400) })
    const error = await broadcastTransaction(mainClient(server), { hex: RAW_HEX }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(400)
    expect((error as HttpRequestError).body).toBe(reason)
  })

  it.each(['', 'abc', 'zz'.repeat(20), `${RAW_HEX}0`])(
    'refuses hex %j before sending',
    async (hex) => {
      const server = await serve()
      await expectInvalid(() => broadcastTransaction(mainClient(server), { hex }), 'hex', hex)
      expect(server.requests).toHaveLength(0)
    },
  )
})

describe('mempool extensions of transactions', () => {
  it('getRbfHistory GETs /v1/tx/:txid/rbf and returns the recorded tree', async () => {
    const server = await serve({
      [`GET /api/v1/tx/${TXID}/rbf`]: {
        body: fixtureText('frontend-cypress/details_rbf/tx02_api_rbf.json'),
      },
    })
    const history = await getRbfHistory(mainClient(server), { txid: TXID })
    expect(history).toEqual(recorded<RbfHistory>('frontend-cypress/details_rbf/tx02_api_rbf.json'))
    expect(history.replaces).toEqual([REPLACED])
    expect(server.requests[0]?.url).toBe(`/api/v1/tx/${TXID}/rbf`)
  })

  it('getTransactionTimes repeats the txId[] key for each txid', async () => {
    const server = await serve({
      [`GET /api/v1/transaction-times?txId%5B%5D=${TXID}`]: {
        body: fixtureText('frontend-cypress/details_rbf/tx02_api_tx_times.json'),
      },
      [`GET /api/v1/transaction-times?txId%5B%5D=${TXID}&txId%5B%5D=${REPLACED}`]: json([
        1743541726, 0,
      ]),
    })
    const client = mainClient(server)
    expect(await getTransactionTimes(client, { txids: [TXID] })).toEqual(
      recorded<number[]>('frontend-cypress/details_rbf/tx02_api_tx_times.json'),
    )
    expect(await getTransactionTimes(client, { txids: [TXID, REPLACED] })).toEqual([1743541726, 0])
    expect(server.requests[1]?.query.getAll('txId[]')).toEqual([TXID, REPLACED])
  })
})

describe('parameter checks before any request', () => {
  const txidActions = {
    getTransaction,
    getTransactionStatus,
    getTransactionHex,
    getTransactionRaw,
    getTransactionMerkleBlockProof,
    getTransactionMerkleProof,
    getTransactionOutspends,
    getRbfHistory,
  }
  const badTxids = ['', TXID.slice(1), `${TXID}0`, `${TXID.slice(1)}g`, `../${TXID.slice(3)}`]

  it.each(Object.entries(txidActions))('%s refuses bad txids', async (_name, action) => {
    const server = await serve()
    const client = mainClient(server)
    for (const txid of badTxids) await expectInvalid(() => action(client, { txid }), 'txid', txid)
    expect(server.requests).toHaveLength(0)
  })

  it('getTransactionOutspend refuses a bad vout', async () => {
    const server = await serve()
    const client = mainClient(server)
    for (const vout of [-1, 1.5, Number.NaN]) {
      await expectInvalid(() => getTransactionOutspend(client, { txid: TXID, vout }), 'vout', vout)
    }
    await expectInvalid(() => getTransactionOutspend(client, { txid: 'x', vout: 0 }), 'txid', 'x')
    expect(server.requests).toHaveLength(0)
  })

  it('the batch actions refuse empty lists, bad items and too many items', async () => {
    const server = await serve()
    const client = mainClient(server)
    await expectInvalid(() => getOutspendsBatch(client, { txids: [] }), 'txids', [])
    await expectInvalid(
      () => getOutspendsBatch(client, { txids: [TXID, 'nope'] }),
      'txids[1]',
      'nope',
    )
    const many = Array.from({ length: 51 }, () => TXID)
    await expectInvalid(() => getOutspendsBatch(client, { txids: many }), 'txids', many)
    await expectInvalid(() => getTransactionTimes(client, { txids: [] }), 'txids', [])
    await expectInvalid(() => getTransactionTimes(client, { txids: ['nope'] }), 'txids[0]', 'nope')
    expect(server.requests).toHaveLength(0)
  })
})

describe('POST /txs/test and /txs/package (Bitcoin Core testmempoolaccept / submitpackage)', () => {
  it('sends the raw transactions as a JSON array, with the fee rate cap as a query', async () => {
    const result = [
      { txid: TXID, wtxid: TXID, allowed: true, vsize: 224, fees: { base: 0.0000096 } },
    ]
    const server = await serve({ 'POST /api/txs/test?maxfeerate=0.1': json(result) })
    expect(
      await testTransactions(mainClient(server), { transactions: [RAW_HEX], maxFeeRate: 0.1 }),
    ).toEqual(result)
    const sent = server.requests[0]
    expect(sent?.method).toBe('POST')
    expect(sent?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(sent?.body ?? '')).toEqual([RAW_HEX])
  })

  it('submits a package and refuses more than 25 transactions before any request', async () => {
    const answer = { package_msg: 'success', 'tx-results': { [TXID]: { txid: TXID } } }
    const server = await serve({ 'POST /api/txs/package': json(answer) })
    expect(await submitPackage(mainClient(server), { transactions: [RAW_HEX] })).toEqual(answer)
    await expectInvalid(
      () => submitPackage(mainClient(server), { transactions: Array(26).fill(RAW_HEX) }),
      'transactions',
      Array(26).fill(RAW_HEX),
    )
    await expectInvalid(
      () => testTransactions(mainClient(server), { transactions: ['00'] }),
      'transactions[0]',
      '00',
    )
    expect(server.requests).toHaveLength(1)
  })
})
