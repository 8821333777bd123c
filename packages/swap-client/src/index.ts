export {
  type GetAllowanceParameters,
  type GetAllowanceReturnType,
  getAllowance,
} from './actions/get-allowance.js'
export {
  type GetApproveTransactionParameters,
  type GetApproveTransactionReturnType,
  getApproveTransaction,
} from './actions/get-approve-transaction.js'
export {
  type GetChainsParameters,
  type GetChainsReturnType,
  getChains,
} from './actions/get-chains.js'
export {
  type GetQuoteParameters,
  type GetQuoteReturnType,
  getQuote,
} from './actions/get-quote.js'
export {
  type GetTokensParameters,
  type GetTokensReturnType,
  getTokens,
} from './actions/get-tokens.js'
export {
  type GetTransferHistoryParameters,
  type GetTransferHistoryReturnType,
  getTransferHistory,
} from './actions/get-transfer-history.js'
export {
  type GetTransferStatusParameters,
  type GetTransferStatusReturnType,
  getTransferStatus,
} from './actions/get-transfer-status.js'
export {
  type SendTransferParameters,
  type SendTransferReturnType,
  sendTransfer,
} from './actions/send-transfer.js'
export {
  createPlatformClient,
  createSwapClient,
  type PlatformClient,
  platformBaseUrl,
  type SwapClient,
  type SwapClientOptions,
} from './client.js'
export {
  environmentHeader,
  resolveEnvironment,
  type SwapEnvironment,
  type SwapEnvironmentName,
  swapEnvironments,
} from './environments.js'
export {
  InvalidEnvironmentError,
  InvalidResponseError,
  MissingPathParameterError,
  SwapClientError,
} from './errors.js'
export {
  createFetchClient,
  type FetchClient,
  type FetchClientOptions,
} from './fetch/create-fetch-client.js'
export { fillPath } from './fetch/path.js'
export { serializeQuery } from './fetch/query.js'
export type {
  CallInit,
  CallResult,
  EmptyBody,
  FetchFn,
  FetchResult,
  PathsWithMethod,
  ResponseData,
  ResponseError,
} from './fetch/types.js'
export type * from './wire/index.js'
