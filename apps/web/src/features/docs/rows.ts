import * as explorer from '@outpoint/explorer-client'
import { actionRoutes } from '@outpoint/explorer-client'
import { type EndpointRow, endpointRows } from './endpointTable'

/** The REST routes of the client this app ships, built once when the docs page loads. */
export const restRows: readonly EndpointRow[] = endpointRows(explorer, actionRoutes)
