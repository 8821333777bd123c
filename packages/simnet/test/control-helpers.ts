// Helpers for the tests of the control API, fault injection and reorgs.
import { outputScript, scriptAddress } from '../src/bitcoin/script.js'
import type { SimChain } from '../src/chain/history.js'
import { rawInputs } from '../src/chain/mempool-inputs.js'
import type { TxRecord } from '../src/chain/types.js'
import { type BitcoinNetworkName, bitcoinParams } from '../src/params.js'
import type { SimnetOptions } from '../src/simnet.js'
import { chainProblems } from './mempool-helpers.js'
import { type RunningSimnet, startSimnet } from './start-simnet.js'

/** A short main history (300 blocks, the last 20 full) and a short regtest: both generate fast. */
export const shortParams = {
  main: { historyBlocks: 300, fullBlocks: 20 },
  regtest: { historyBlocks: 200, fullBlocks: 5 },
}

export interface Answer {
  status: number
  headers: Headers
  /** The parsed JSON body, or the text when the answer is not JSON. */
  body: unknown
}

export interface ControlledSimnet extends RunningSimnet {
  /** Sends a request to `path` (a body object is sent as JSON) and reads the answer. */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer>
}

/** A still simnet (no live simulation) with short histories, control on unless told otherwise. */
export async function startControlled(options: SimnetOptions = {}): Promise<ControlledSimnet> {
  const running = await startSimnet({ control: true, params: shortParams, ...options })
  return {
    ...running,
    async call(method, path, body, headers = {}) {
      const response = await fetch(`http://${running.host}${path}`, {
        method,
        headers,
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      })
      const text = await response.text()
      const json = response.headers.get('content-type')?.includes('application/json')
      return {
        status: response.status,
        headers: response.headers,
        body: json ? JSON.parse(text) : text,
      }
    },
  }
}

/**
 * What is wrong with a chain's indexes beyond `chainProblems` (spends, inputs, mempool membership): every
 * confirmed transaction sits in a best-chain block at its recorded place, every best-chain block's
 * transactions are known and confirmed there, and the address histories are exactly what the best chain
 * and the mempool hold (confirmed ones in chain order).
 */
export function ledgerProblems(sim: SimChain): string[] {
  const { chain } = sim
  const problems = chainProblems(sim)
  const expectedChain = new Map<string, string[]>()
  const addressesOf = (record: TxRecord) =>
    new Set([...record.prevouts, ...record.outputs].flatMap((o) => (o.address ? [o.address] : [])))
  for (const block of chain.blocks) {
    block.txids.forEach((txid, index) => {
      const record = chain.txs.get(txid)
      if (!record) {
        problems.push(`block ${block.height} holds unknown ${txid}`)
        return
      }
      const c = record.confirmation
      if (c?.hash !== block.hash || c.height !== block.height || c.index !== index) {
        problems.push(`${txid} in block ${block.height} records ${JSON.stringify(c)}`)
      }
      for (const address of addressesOf(record)) {
        const list = expectedChain.get(address)
        if (list) list.push(txid)
        else expectedChain.set(address, [txid])
      }
    })
  }
  for (const record of chain.txs.values()) {
    const c = record.confirmation
    if (c && chain.blockAt(c.height)?.txids[c.index] !== record.txid) {
      problems.push(`${record.txid} claims a place off the best chain`)
    }
  }
  if (expectedChain.size !== chain.addressChain.size) {
    problems.push(`${chain.addressChain.size} confirmed histories for ${expectedChain.size}`)
  }
  for (const [address, txids] of expectedChain) {
    if (JSON.stringify(chain.addressChain.get(address)) !== JSON.stringify(txids)) {
      problems.push(`confirmed history of ${address} differs`)
    }
  }
  const expectedPending = new Map<string, Set<string>>()
  for (const record of chain.mempool.values()) {
    for (const address of addressesOf(record)) {
      const set = expectedPending.get(address)
      if (set) set.add(record.txid)
      else expectedPending.set(address, new Set([record.txid]))
    }
  }
  if (expectedPending.size !== chain.addressMempool.size) {
    problems.push(`${chain.addressMempool.size} mempool histories for ${expectedPending.size}`)
  }
  for (const [address, txids] of expectedPending) {
    const actual = chain.addressMempool.get(address)
    if (actual?.size !== txids.size || [...txids].some((t) => !actual.has(t))) {
      problems.push(`mempool history of ${address} differs`)
    }
  }
  return problems
}

/** Mempool transactions that come before an unconfirmed parent (the mempool must list parents first). */
export function parentsAfterChildren(sim: SimChain): string[] {
  const seen = new Set<string>()
  const wrong: string[] = []
  for (const record of sim.chain.mempool.values()) {
    for (const { txid } of rawInputs(record.raw)) {
      if (sim.chain.mempool.has(txid) && !seen.has(txid)) wrong.push(record.txid)
    }
    seen.add(record.txid)
  }
  return wrong
}

type AddressKind = 'p2wpkh' | 'p2pkh' | 'p2sh'

/** A fresh address of `kind` on `network`, made of `seed`: a test's own when its seed is. */
export function freshAddress(
  kind: AddressKind,
  seed: number,
  network: BitcoinNetworkName = 'main',
): string {
  const hash = new Uint8Array(20).fill(seed)
  const script =
    kind === 'p2wpkh'
      ? outputScript.p2wpkh(hash)
      : kind === 'p2pkh'
        ? outputScript.p2pkh(hash)
        : outputScript.p2sh(hash)
  const address = scriptAddress(script, bitcoinParams[network])
  if (!address) throw new Error(`no ${kind} address on ${network}`)
  return address
}
