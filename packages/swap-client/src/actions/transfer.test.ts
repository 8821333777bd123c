import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, startServer, type TestServer } from '../../test/http-server.js'
import { createSwapClient } from '../client.js'
import type { QuoteResponse, SendResponse, Transaction } from '../wire/index.js'
import { getAllowance } from './get-allowance.js'
import { getApproveTransaction } from './get-approve-transaction.js'
import { getQuote } from './get-quote.js'
import { getTransferHistory } from './get-transfer-history.js'
import { getTransferStatus } from './get-transfer-status.js'
import { sendTransfer } from './send-transfer.js'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server.close())

const swap = () => createSwapClient({ baseUrl: server.url, environment: 'dev' })

const pair = {
  fromChain: 'ethereum',
  toChain: 'bitcoin',
  tokenSymbol: 'ETH',
  fromTokenAddress: '0x0000000000000000000000000000000000000000',
  toTokenSymbol: 'BTC',
  toTokenAddress: 'btc',
  tokenAmount: '1000000000000000000',
}
const users = {
  fromUserAddress: '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B',
  toUserAddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
}

const query = () => Object.fromEntries(new URL(server.last().target, server.url).searchParams)

describe('transfer calls', () => {
  it('getQuote: GET /v0/transfer/quote with every parameter, contractCall in nested brackets', async () => {
    const quote: QuoteResponse = {
      fromToken: { symbol: 'ETH', address: pair.fromTokenAddress, decimals: 18 },
      toToken: { symbol: 'BTC', address: 'btc', decimals: 8 },
      fromChain: { slug: 'ethereum', chainId: 1 },
      toChain: { slug: 'bitcoin' },
      routes: [
        {
          duration: 12,
          route: [{ bridge: 'thorswap', steps: ['bridge'] }],
          quote: { integration: 'thorswap', amount: '5000000', decimals: 8, fees: [] },
        },
      ],
    }
    server.answer(json(quote))
    const { data } = await getQuote(swap(), {
      ...pair,
      ...users,
      maxSlippage: 0.01,
      includeDEXS: false,
      contractCall: { method: { name: 'stake', args: { pool: 'a' } } },
    })
    expect(data).toEqual(quote)
    const { method, path, target } = server.last()
    expect({ method, path }).toEqual({ method: 'GET', path: '/v0/transfer/quote' })
    expect(target).toContain('&contractCall[method][name]=stake&contractCall[method][args][pool]=a')
    expect(query()).toEqual({
      ...pair,
      ...users,
      maxSlippage: '0.01',
      includeDEXS: 'false',
      'contractCall[method][name]': 'stake',
      'contractCall[method][args][pool]': 'a',
    })
    expect(server.last().headers['x-swing-environment']).toBe('development')
  })

  const allowance = {
    fromChain: 'ethereum',
    toChain: 'bitcoin',
    tokenSymbol: 'USDC',
    tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    fromAddress: users.fromUserAddress,
    bridge: 'thorswap',
  }

  it('getAllowance: GET /v0/transfer/allowance', async () => {
    server.answer(json({ allowance: '0' }))
    const { data } = await getAllowance(swap(), allowance)
    expect(data).toEqual({ allowance: '0' })
    expect(server.last()).toMatchObject({ method: 'GET', path: '/v0/transfer/allowance' })
    expect(query()).toEqual(allowance)
  })

  it('getApproveTransaction: GET /v0/transfer/approve with the amount', async () => {
    const tx = { from: users.fromUserAddress, to: allowance.tokenAddress, data: '0x095ea7b3' }
    server.answer(json({ tx: [tx] }))
    const { data } = await getApproveTransaction(swap(), { ...allowance, tokenAmount: '2500000' })
    expect(data).toEqual({ tx: [tx] })
    expect(server.last()).toMatchObject({ method: 'GET', path: '/v0/transfer/approve' })
    expect(query()).toEqual({ ...allowance, tokenAmount: '2500000' })
  })

  it('sendTransfer: POST /v0/transfer/send with the route as a JSON body', async () => {
    const sent: SendResponse = {
      id: 239750,
      tx: {
        meta: {
          from: 'bc1qsender',
          recipient: 'bc1qvault',
          amount: '5000000',
          memo: '=:ETH.ETH:0xAb',
        },
      },
    }
    server.answer(json(sent))
    const body = {
      ...pair,
      ...users,
      route: [{ bridge: 'thorswap', steps: ['bridge'] }],
      integration: 'thorswap',
      projectId: 'outpoint',
    }
    const { data } = await sendTransfer(swap(), body)
    expect(data).toEqual(sent)
    expect(server.last()).toMatchObject({ method: 'POST', target: '/v0/transfer/send' })
    expect(JSON.parse(server.last().body)).toEqual(body)
    expect(server.last().headers['content-type']).toBe('application/json')
  })

  it('getTransferStatus: GET /v0/transfer/status by id or by transaction hash', async () => {
    const transfer: Transaction = { id: 239750, status: 'Pending Destination Chain' }
    server.answer(json(transfer))
    expect((await getTransferStatus(swap(), { id: 239750, projectId: 'outpoint' })).data).toEqual(
      transfer,
    )
    expect(server.last()).toMatchObject({
      method: 'GET',
      target: '/v0/transfer/status?id=239750&projectId=outpoint',
    })
    await getTransferStatus(swap(), { txHash: '0xabc' })
    expect(server.last().target).toBe('/v0/transfer/status?txHash=0xabc')
  })

  it('getTransferHistory: GET /v0/transfer/history with filters and paging', async () => {
    server.answer(json({ transactions: [], pageInfo: { page: 2, limit: 20 } }))
    const { data } = await getTransferHistory(swap(), {
      userAddress: users.fromUserAddress,
      fromChain: 'ethereum',
      limit: 20,
      page: 2,
    })
    expect(data).toEqual({ transactions: [], pageInfo: { page: 2, limit: 20 } })
    expect(server.last().target).toBe(
      `/v0/transfer/history?userAddress=${users.fromUserAddress}&fromChain=ethereum&limit=20&page=2`,
    )
  })

  it('gives the text of an error answer that is not JSON', async () => {
    server.answer({
      status: 500,
      headers: { 'content-type': 'text/plain' },
      body: 'Internal error',
    })
    const result = await getQuote(swap(), { ...pair, ...users })
    expect(result.error).toBe('Internal error')
    expect(result.response.status).toBe(500)
  })
})
