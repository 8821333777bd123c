/** What went wrong, in the categories the wallet UI reacts to. */
export type WalletErrorKind =
  | 'rejected'
  | 'unauthorized'
  | 'unsupported'
  | 'disconnected'
  | 'chain-unknown'
  | 'chain-not-configured'
  | 'rpc'
  | 'capability'
  | 'timeout'
  | 'http'
  | 'insufficient-funds'
  | 'unknown'

export interface ErrorRule {
  kind: WalletErrorKind
  message: string
}

/**
 * Provider (EIP-1193), capability (EIP-5792) and JSON-RPC (EIP-1474) codes, as viem's `errors/rpc.ts`
 * names them. 5000 is WalletConnect's CAIP-25 "user rejected", which viem also maps to a rejection.
 */
export const codeRules: ReadonlyMap<number, ErrorRule> = new Map<number, ErrorRule>([
  [4001, { kind: 'rejected', message: 'You rejected the request in your wallet.' }],
  [5000, { kind: 'rejected', message: 'You rejected the request in your wallet.' }],
  [
    4100,
    {
      kind: 'unauthorized',
      message: 'Your wallet has not allowed this site to use that account. Connect again.',
    },
  ],
  [4200, { kind: 'unsupported', message: 'Your wallet does not support this request.' }],
  [
    4900,
    {
      kind: 'disconnected',
      message: 'Your wallet is disconnected from every network. Check it and try again.',
    },
  ],
  [
    4901,
    {
      kind: 'disconnected',
      message: 'Your wallet is not connected to this chain. Check it and try again.',
    },
  ],
  [4902, { kind: 'chain-unknown', message: 'Your wallet does not know this chain; add it first.' }],
  [5700, { kind: 'capability', message: 'Your wallet lacks a feature this request needs.' }],
  [5710, { kind: 'capability', message: 'Your wallet cannot do this on this chain.' }],
  [5720, { kind: 'capability', message: 'A request with the same id was already sent.' }],
  [5730, { kind: 'capability', message: 'Your wallet does not know this batch of calls.' }],
  [5740, { kind: 'capability', message: 'This batch of calls is too large for your wallet.' }],
  [
    5750,
    { kind: 'capability', message: 'Your wallet declined the account upgrade this request needs.' },
  ],
  [5760, { kind: 'capability', message: 'Your wallet cannot run these calls all at once.' }],
  [-32700, { kind: 'rpc', message: 'The network node could not read the request.' }],
  [-32600, { kind: 'rpc', message: 'The network node refused the request as malformed.' }],
  [-32601, { kind: 'rpc', message: 'The network node does not know this method.' }],
  [-32602, { kind: 'rpc', message: 'The request had invalid parameters.' }],
  [-32603, { kind: 'rpc', message: 'The network node had an internal error. Try again.' }],
  [
    -32000,
    { kind: 'rpc', message: 'The network node refused the input (for example the nonce or fee).' },
  ],
  [-32001, { kind: 'rpc', message: 'The network node could not find what was asked for.' }],
  [
    -32002,
    { kind: 'rpc', message: 'A request is already waiting in your wallet: open it to continue.' },
  ],
  [-32003, { kind: 'rpc', message: 'The network refused the transaction.' }],
  [-32004, { kind: 'rpc', message: 'The network node does not support this method.' }],
  [
    -32005,
    { kind: 'rpc', message: 'The network node is limiting requests. Wait a moment and try again.' },
  ],
  [-32006, { kind: 'rpc', message: 'The network node does not speak this JSON-RPC version.' }],
])

/** viem and wagmi errors that carry no code, by their `name`. */
export const nameRules: ReadonlyMap<string, ErrorRule> = new Map<string, ErrorRule>([
  [
    'UserRejectedRequestError',
    { kind: 'rejected', message: 'You rejected the request in your wallet.' },
  ],
  [
    'ChainNotConfiguredError',
    { kind: 'chain-not-configured', message: 'This chain is not one this site is set up for.' },
  ],
  [
    'InsufficientFundsError',
    {
      kind: 'insufficient-funds',
      message: 'Your balance is too low to pay the amount plus the network fee.',
    },
  ],
  [
    'WaitForTransactionReceiptTimeoutError',
    {
      kind: 'timeout',
      message: 'The transaction was not confirmed within 3 minutes. It may still confirm later.',
    },
  ],
  [
    'TimeoutError',
    { kind: 'timeout', message: 'The network node took too long to answer. Try again.' },
  ],
  [
    'ProviderNotFoundError',
    {
      kind: 'disconnected',
      message: 'No wallet was found in this browser. Install or unlock a wallet extension.',
    },
  ],
  [
    'ConnectorNotFoundError',
    { kind: 'disconnected', message: 'That wallet is no longer available. Pick one again.' },
  ],
  ['ConnectorNotConnectedError', { kind: 'disconnected', message: 'Connect your wallet first.' }],
  [
    'ConnectorUnavailableReconnectingError',
    { kind: 'disconnected', message: 'Your wallet is still reconnecting. Wait a moment.' },
  ],
  [
    'ConnectorAccountNotFoundError',
    { kind: 'unauthorized', message: 'That account is not available in your wallet.' },
  ],
  [
    'SwitchChainNotSupportedError',
    {
      kind: 'unsupported',
      message: 'Your wallet cannot switch chains for a site. Switch in the wallet itself.',
    },
  ],
  [
    'ExecutionRevertedError',
    { kind: 'rpc', message: 'The transaction would fail on chain (execution reverted).' },
  ],
  [
    'NonceTooLowError',
    {
      kind: 'rpc',
      message: 'A transaction with this nonce was already sent. Reset the account in your wallet.',
    },
  ],
])

/**
 * When several errors in a cause chain match, the most telling one wins: a configuration mistake or a
 * person's choice explains the failure better than the transport error that carried it.
 */
export const kindPriority: readonly WalletErrorKind[] = [
  'chain-not-configured',
  'rejected',
  'insufficient-funds',
  'timeout',
  'chain-unknown',
  'unauthorized',
  'disconnected',
  'unsupported',
  'capability',
  'http',
  'rpc',
  'unknown',
]
