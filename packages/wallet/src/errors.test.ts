import {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  ProviderNotFoundError,
} from '@wagmi/core'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  HttpRequestError,
  InsufficientFundsError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcRequestError,
  SwitchChainError,
  TimeoutError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { describeWalletError } from './errors.js'

const cause = () => new Error('from the wallet')

describe('describeWalletError: EIP-1193 provider errors', () => {
  it.each([
    [new UserRejectedRequestError(cause()), 'rejected', 4001, /You rejected the request/],
    [new UnauthorizedProviderError(cause()), 'unauthorized', 4100, /not allowed this site/],
    [new UnsupportedProviderMethodError(cause()), 'unsupported', 4200, /does not support/],
    [new ProviderDisconnectedError(cause()), 'disconnected', 4900, /disconnected from every/],
    [new ChainDisconnectedError(cause()), 'disconnected', 4901, /not connected to this chain/],
    [new SwitchChainError(cause()), 'chain-unknown', 4902, /does not know this chain; add it/],
  ])('%s', (error, kind, code, message) => {
    const described = describeWalletError(error)
    expect(described).toMatchObject({ kind, code })
    expect(described.message).toMatch(message)
    expect(described.detail).toContain(`${error.name} (code ${code})`)
    expect(described.detail).toContain('from the wallet')
  })
})

describe('describeWalletError: JSON-RPC errors', () => {
  const classes = [
    [ParseRpcError, -32700],
    [InvalidRequestRpcError, -32600],
    [MethodNotFoundRpcError, -32601],
    [InvalidParamsRpcError, -32602],
    [InternalRpcError, -32603],
    [InvalidInputRpcError, -32000],
    [ResourceNotFoundRpcError, -32001],
    [ResourceUnavailableRpcError, -32002],
    [TransactionRejectedRpcError, -32003],
    [MethodNotSupportedRpcError, -32004],
    [LimitExceededRpcError, -32005],
    [JsonRpcVersionUnsupportedError, -32006],
  ] as const

  it.each(classes)('%o has kind rpc and code %i', (ErrorClass, code) => {
    const described = describeWalletError(new ErrorClass(cause()))
    expect(described).toMatchObject({ kind: 'rpc', code })
  })

  it('gives each code its own message', () => {
    const messages = classes.map(
      ([ErrorClass]) => describeWalletError(new ErrorClass(cause())).message,
    )
    expect(new Set(messages).size).toBe(classes.length)
  })

  it("keeps the code a node sent, through viem's RpcRequestError", () => {
    const request = new RpcRequestError({
      body: { method: 'eth_call' },
      error: { code: -32005, message: 'rate limited by node' },
      url: 'http://127.0.0.1:1',
    })
    const described = describeWalletError(new LimitExceededRpcError(request))
    expect(described).toMatchObject({ kind: 'rpc', code: -32005 })
    expect(described.message).toMatch(/limiting requests/)
    expect(described.detail).toContain('rate limited by node')
  })

  it('reports an unknown RPC code as an rpc error with that code', () => {
    const request = new RpcRequestError({
      body: {},
      error: { code: -39999, message: 'odd' },
      url: 'http://127.0.0.1:1',
    })
    expect(describeWalletError(new UnknownRpcError(request))).toMatchObject({
      kind: 'rpc',
      code: -39999,
    })
  })
})

describe('describeWalletError: EIP-5792 capability errors', () => {
  const classes = [
    [UnsupportedNonOptionalCapabilityError, 5700],
    [UnsupportedChainIdError, 5710],
    [DuplicateIdError, 5720],
    [UnknownBundleIdError, 5730],
    [BundleTooLargeError, 5740],
    [AtomicReadyWalletRejectedUpgradeError, 5750],
    [AtomicityNotSupportedError, 5760],
  ] as const

  it.each(classes)('%o has kind capability and code %i', (ErrorClass, code) => {
    expect(describeWalletError(new ErrorClass(cause()))).toMatchObject({ kind: 'capability', code })
  })

  it('gives each code its own message', () => {
    const messages = classes.map(
      ([ErrorClass]) => describeWalletError(new ErrorClass(cause())).message,
    )
    expect(new Set(messages).size).toBe(classes.length)
  })
})

describe('describeWalletError: rejections', () => {
  it('treats the CAIP-25 code 5000 as a rejection, as viem maps it', () => {
    const request = new RpcRequestError({
      body: {},
      error: { code: 5000, message: 'User disapproved requested chains' },
      url: 'http://127.0.0.1:1',
    })
    expect(describeWalletError(new UserRejectedRequestError(request))).toMatchObject({
      kind: 'rejected',
      code: 5000,
    })
  })

  it('reads the plain objects wallets throw', () => {
    expect(describeWalletError({ code: 4001, message: 'User denied' })).toMatchObject({
      kind: 'rejected',
      code: 4001,
    })
  })

  it('reports a failed add-chain as rejected, the way wagmi wraps it', () => {
    // wagmi's injected switchChain: 4902, then wallet_addEthereumChain fails, thrown as a rejection.
    const addFailed = new InternalRpcError(new Error('add failed'))
    const described = describeWalletError(new UserRejectedRequestError(addFailed))
    expect(described.kind).toBe('rejected')
    expect(described.detail).toContain('InternalRpcError (code -32603)')
  })

  it("finds MetaMask Mobile's code under data.originalError", () => {
    const error = { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } }
    expect(describeWalletError(error)).toMatchObject({ kind: 'chain-unknown', code: 4902 })
  })
})

describe('describeWalletError: wagmi errors', () => {
  it('reports an unconfigured chain, not the switch-chain error wrapping it', () => {
    const described = describeWalletError(new SwitchChainError(new ChainNotConfiguredError()))
    expect(described.kind).toBe('chain-not-configured')
    expect(described.message).toMatch(/not one this site is set up for/)
    expect(described.detail).toContain('ChainNotConfiguredError: Chain not configured.')
  })

  it.each([
    [new ProviderNotFoundError(), 'disconnected', /No wallet was found/],
    [new ConnectorNotFoundError(), 'disconnected', /no longer available/],
    [new ConnectorNotConnectedError(), 'disconnected', /Connect your wallet first/],
  ])('%s', (error, kind, message) => {
    const described = describeWalletError(error)
    expect(described.kind).toBe(kind)
    expect(described.message).toMatch(message)
    expect(described.code).toBeUndefined()
  })
})

describe('describeWalletError: timeouts, HTTP, funds', () => {
  it('reports a receipt wait that timed out', () => {
    const error = new WaitForTransactionReceiptTimeoutError({ hash: `0x${'ab'.repeat(32)}` })
    const described = describeWalletError(error)
    expect(described.kind).toBe('timeout')
    expect(described.message).toMatch(/not confirmed within 3 minutes/)
  })

  it('reports a request that timed out', () => {
    const described = describeWalletError(new TimeoutError({ body: {}, url: 'http://127.0.0.1:1' }))
    expect(described.kind).toBe('timeout')
    expect(described.message).toMatch(/took too long/)
  })

  it('reports an HTTP status without leaking the URL path or credentials', () => {
    const error = new HttpRequestError({
      status: 503,
      url: 'https://user:secret@rpc.example.test/v2/api-key-123?token=abc',
    })
    const described = describeWalletError(error)
    expect(described.kind).toBe('http')
    expect(described.message).toMatch(/HTTP 503/)
    expect(described.detail).toContain('HTTP 503')
    expect(described.detail).toContain('host rpc.example.test')
    for (const secret of ['secret', 'api-key-123', 'abc', 'user']) {
      expect(described.detail).not.toContain(secret)
    }
  })

  it('reports an unreachable node when there is no status', () => {
    const error = new HttpRequestError({
      url: 'http://127.0.0.1:1',
      cause: new TypeError('fetch failed'),
    })
    const described = describeWalletError(error)
    expect(described.kind).toBe('http')
    expect(described.message).toMatch(/Could not reach/)
    expect(described.detail).toContain('TypeError: fetch failed')
  })

  it('prefers insufficient funds to the RPC error that carried it', () => {
    const node = new InternalRpcError(new Error('insufficient funds for gas * price + value'))
    const described = describeWalletError(new InsufficientFundsError({ cause: node }))
    expect(described.kind).toBe('insufficient-funds')
    expect(described.message).toMatch(/balance is too low/)
  })
})

describe('describeWalletError: anything else', () => {
  it('describes a plain Error as unknown, keeping its message in the detail', () => {
    const described = describeWalletError(new Error('boom\nstack-ish second line'))
    expect(described).toEqual({
      kind: 'unknown',
      message: 'Something went wrong with the wallet request. The details say more.',
      detail: 'Error: boom',
    })
  })

  it.each([
    ['text', 'Thrown value: "text"'],
    [undefined, 'Thrown value: undefined'],
    [42n, 'Thrown value: 42n'],
  ])('describes a thrown %s', (value, detail) => {
    expect(describeWalletError(value)).toMatchObject({ kind: 'unknown', detail })
  })

  it('stops on a cause cycle', () => {
    const a: { name: string; message: string; cause?: unknown } = { name: 'A', message: 'a' }
    a.cause = { name: 'B', message: 'b', cause: a }
    expect(describeWalletError(a).detail).toBe('A: a\nB: b')
  })
})
