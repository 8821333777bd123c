/** Names for the wire types the calls take and return, straight from the generated OpenAPI types. */
import type { components as CrossChain } from './cross-chain.js'
import type { components as Platform } from './platform.js'

export type { paths as CrossChainPaths } from './cross-chain.js'
export type { paths as PlatformPaths } from './platform.js'

type CrossChainSchemas = CrossChain['schemas']
type PlatformSchemas = Platform['schemas']

export type Chain = PlatformSchemas['Chain']
export type ChainType = PlatformSchemas['ChainType']
export type Token = PlatformSchemas['Token']
export type ErrorBody = CrossChainSchemas['ErrorBody']

export type QuoteResponse = CrossChainSchemas['QuoteResponse']
export type Route = CrossChainSchemas['Route']
export type RouteStep = CrossChainSchemas['RouteStep']
export type Quote = CrossChainSchemas['Quote']
export type Fee = CrossChainSchemas['Fee']
export type TransferToken = CrossChainSchemas['TransferToken']
export type TransferChain = CrossChainSchemas['TransferChain']
export type AllowanceResponse = CrossChainSchemas['AllowanceResponse']
export type ApproveResponse = CrossChainSchemas['ApproveResponse']
export type EvmTransaction = CrossChainSchemas['EvmTransaction']
export type SendRequest = CrossChainSchemas['SendRequest']
export type SendResponse = CrossChainSchemas['SendResponse']
export type SendTransaction = CrossChainSchemas['SendTransaction']
export type DepositMeta = CrossChainSchemas['DepositMeta']
export type Transaction = CrossChainSchemas['Transaction']
export type TransferStatus = CrossChainSchemas['TransferStatus']
export type HistoryResponse = CrossChainSchemas['HistoryResponse']
