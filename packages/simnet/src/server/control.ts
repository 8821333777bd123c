import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Simnet } from '../simnet.js'
import {
  deviationField,
  flagField,
  integerField,
  networkOf,
  numberField,
  parseFields,
  readText,
  stringField,
} from './control-body.js'
import { addPayment, mineBlocks, reorgBlocks, replacePayment } from './control-chain.js'
import { faucet } from './control-faucet.js'
import { setNodeAlias } from './control-lightning.js'
import {
  addLiquidPayment,
  liquidControlState,
  liquidNetworkOf,
  liquidSpacing,
  mineLiquidBlocks,
} from './control-liquid.js'
import { dropSockets } from './control-sockets.js'
import { controlState } from './control-state.js'
import { activeFaults, clearFaults, type FaultSettings, setFaults } from './faults.js'
import { HttpError } from './router.js'

/** Whether a peer address is the machine itself: 127.0.0.0/8, ::1, or IPv4 127.x mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false
  if (address === '::1') return true
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}

interface Call {
  req: IncomingMessage
  query: URLSearchParams
  simnet: Simnet
}

type Action = (call: Call) => Promise<unknown>

/** Seconds between blocks mined on demand: a still chain's clock moves with its blocks. */
const spacingOf = (simnet: Simnet) =>
  simnet.options.live ? 1 : Math.max(1, simnet.options.blockInterval)

const fieldsOf = async (req: IncomingMessage, allowed: readonly string[]) =>
  parseFields(await readText(req), allowed)

const mine: Action = async ({ req, query, simnet }) => {
  const fields = await fieldsOf(req, ['count', 'audit'])
  const count = integerField(fields, 'count', 1, 100, 1)
  const deviation = deviationField(fields)
  const liquid = liquidNetworkOf(query)
  if (liquid) {
    if (deviation)
      throw new HttpError(400, '"audit" is for Bitcoin networks: Liquid has no block audits')
    return { blocks: mineLiquidBlocks(await simnet.liquid(liquid), count, liquidSpacing(simnet)) }
  }
  const sim = await simnet.bitcoin(networkOf(query))
  return { blocks: mineBlocks(sim, count, spacingOf(simnet), deviation) }
}

const tx: Action = async ({ req, query, simnet }) => {
  const fields = await fieldsOf(req, ['address', 'amount', 'feeRate', 'replaceable'])
  const request = {
    address: stringField(fields, 'address'),
    // From dust up to all the bitcoin there is.
    amount: integerField(fields, 'amount', 546, 2_100_000_000_000_000),
    feeRate: numberField(fields, 'feeRate', 1, 10_000),
  }
  const replaceable = fields.replaceable === undefined ? true : flagField(fields, 'replaceable')
  const liquid = liquidNetworkOf(query)
  if (liquid) {
    if (request.feeRate !== undefined)
      throw new HttpError(400, '"feeRate" is not taken on Liquid: every fee is 0.1 sat/vB')
    if (fields.replaceable !== undefined)
      throw new HttpError(400, '"replaceable" is not taken on Liquid: it has no replacements')
    return { txid: addLiquidPayment(await simnet.liquid(liquid), request) }
  }
  const sim = await simnet.bitcoin(networkOf(query))
  return { txid: addPayment(sim, { ...request, replaceable }) }
}

const replace: Action = async ({ req, query, simnet }) => {
  const fields = await fieldsOf(req, ['txid', 'feeRate', 'replaceable'])
  const txid = stringField(fields, 'txid')
  if (txid === undefined || !/^[0-9a-f]{64}$/.test(txid))
    throw new HttpError(400, '"txid" must be a transaction id: 64 lowercase hex characters')
  const feeRate = numberField(fields, 'feeRate', 1, 10_000)
  const replaceable = fields.replaceable === undefined ? true : flagField(fields, 'replaceable')
  if (liquidNetworkOf(query))
    throw new HttpError(400, 'Liquid has no replacements: a conflicting transaction is refused')
  const sim = await simnet.bitcoin(networkOf(query))
  return { txid: replacePayment(sim, { txid, feeRate, replaceable }), replaced: txid }
}

const faucetAction: Action = ({ req, query, simnet }) => faucet(simnet, () => readText(req), query)

const reorg: Action = async ({ req, query, simnet }) => {
  const fields = await fieldsOf(req, ['depth'])
  const depth = integerField(fields, 'depth', 1, 10, 1)
  if (liquidNetworkOf(query))
    throw new HttpError(400, 'Liquid has no reorgs: its functionaries sign one chain')
  const sim = await simnet.bitcoin(networkOf(query))
  return reorgBlocks(sim, depth, spacingOf(simnet))
}

const setFaultsAction: Action = async ({ req, simnet }) => {
  const fields = await fieldsOf(req, [
    'dropSockets',
    'latencyMs',
    'errorRate',
    'errorStatus',
    'silenceSeconds',
    'clear',
  ])
  const change: Partial<FaultSettings> = {}
  const latencyMs = integerField(fields, 'latencyMs', 0, 60_000)
  const errorRate = numberField(fields, 'errorRate', 0, 1)
  const silenceSeconds = numberField(fields, 'silenceSeconds', 0, 3_600)
  const status = fields.errorStatus
  if (status !== undefined && status !== 429 && status !== 503) {
    throw new HttpError(400, '"errorStatus" must be 429 or 503')
  }
  const clear = flagField(fields, 'clear')
  const drop = flagField(fields, 'dropSockets')
  if (latencyMs !== undefined) change.latencyMs = latencyMs
  if (errorRate !== undefined) change.errorRate = errorRate
  if (status !== undefined) change.errorStatus = status
  if (silenceSeconds !== undefined) change.silenceSeconds = silenceSeconds
  if (clear) clearFaults(simnet)
  setFaults(simnet, change)
  const droppedSockets = drop ? dropSockets(simnet) : 0
  return { faults: activeFaults(simnet), droppedSockets }
}

const clearFaultsAction: Action = async ({ simnet }) => {
  clearFaults(simnet)
  return { faults: activeFaults(simnet) }
}

const state: Action = async ({ query, simnet }) => {
  const liquid = liquidNetworkOf(query)
  if (liquid) return liquidControlState(simnet, await simnet.liquid(liquid))
  return controlState(simnet, await simnet.bitcoin(networkOf(query)))
}

const lightningAlias: Action = async ({ req, query, simnet }) => {
  const fields = await fieldsOf(req, ['publicKey', 'alias'])
  if (liquidNetworkOf(query)) throw new HttpError(400, 'Liquid has no Lightning graph')
  const publicKey = stringField(fields, 'publicKey')
  return setNodeAlias(simnet, networkOf(query), publicKey, stringField(fields, 'alias'))
}

const endpoints = new Map<string, Record<string, Action>>([
  ['/_simnet/mine', { POST: mine }],
  ['/_simnet/tx', { POST: tx }],
  ['/_simnet/replace', { POST: replace }],
  ['/_simnet/faucet', { POST: faucetAction }],
  ['/_simnet/reorg', { POST: reorg }],
  ['/_simnet/faults', { POST: setFaultsAction, DELETE: clearFaultsAction }],
  ['/_simnet/state', { GET: state }],
  ['/_simnet/lightning/alias', { POST: lightningAlias }],
])
/** Endpoints whose refusals answer `{"error": message}`: their callers read JSON either way. */
const jsonRefusals = new Set(['/_simnet/faucet'])

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  const json = typeof body !== 'string'
  res
    .writeHead(status, {
      'content-type': json ? 'application/json' : 'text/plain',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(json ? JSON.stringify(body) : body)
}

/**
 * The control API under `/_simnet/`: mine, add a transaction, pay from the faucet, reorg, inject
 * faults, read the state. It answers only when simnet runs with `control` (otherwise the path does not
 * exist: false, and the app answers 404) and only to loopback clients (403 to others). Returns true
 * when it answered.
 */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  simnet: Simnet,
): Promise<boolean> {
  if (!simnet.options.control) return false
  const origin = req.headers.origin
  // Any page a local browser shows can send requests to a loopback port, the faucet's included: a page
  // may drive the control API (and read its answers) only when simnet was told to trust its origin.
  // Tools send no Origin.
  const trusted = origin !== undefined && simnet.options.trustedOrigins.includes(origin)
  const headers: Record<string, string> = trusted ? { 'access-control-allow-origin': origin } : {}
  let jsonRefusal = false
  try {
    if (!isLoopback(req.socket.remoteAddress)) {
      throw new HttpError(403, 'The control API answers loopback clients only')
    }
    if (origin !== undefined && !trusted) {
      throw new HttpError(
        403,
        `The control API refuses requests from pages of ${origin}: simnet trusts only the origins given with --trust-origin`,
      )
    }
    const url = new URL(req.url ?? '/', 'http://simnet')
    const endpoint = endpoints.get(url.pathname)
    if (!endpoint) {
      const known = [...endpoints.keys()].join(', ')
      throw new HttpError(404, `Unknown control endpoint "${url.pathname}": try ${known}`)
    }
    const method = req.method ?? 'GET'
    const action = Object.hasOwn(endpoint, method) ? endpoint[method] : undefined
    if (!action) {
      const allow = Object.keys(endpoint).join(', ')
      send(res, 405, `${url.pathname} takes ${allow}, not ${method}`, { ...headers, allow })
      return true
    }
    jsonRefusal = jsonRefusals.has(url.pathname)
    send(res, 200, await action({ req, query: url.searchParams, simnet }), headers)
  } catch (error) {
    if (!(error instanceof HttpError)) console.error('simnet: control request failed', error)
    const status = error instanceof HttpError ? error.status : 500
    const message = error instanceof HttpError ? error.message : 'Internal server error'
    const body = jsonRefusal && error instanceof HttpError ? { error: message } : message
    if (!res.headersSent) send(res, status, body, headers)
  }
  return true
}
