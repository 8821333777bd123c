// The Bitcoin side over simnet: deposits read from its esplora REST (`/api/address/:a/txs`), payouts and
// refunds through its control API's faucet (simnet's own funds; needs simnet's `--control`).
import { randomBytes } from 'node:crypto'
import { address, networks, payments } from 'bitcoinjs-lib'
import type { BitcoinPort, Deposit } from './ports.js'
import { reach } from './reach.js'

interface EsploraTx {
  txid: string
  status?: { confirmed?: boolean }
  vout?: Array<{ scriptpubkey_address?: string; value?: number }>
}

export function createSimnetPort(simnetUrl: string): BitcoinPort {
  const base = simnetUrl.replace(/\/+$/, '')
  const get = async (path: string): Promise<unknown> => {
    const response = await reach('simnet', `${base}${path}`, {
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`simnet ${path}: HTTP ${response.status}`)
    return response.json()
  }
  return {
    freshAddress() {
      // Nobody holds this key: the service never spends its deposits (payouts come from the faucet).
      const made = payments.p2wpkh({ hash: randomBytes(20), network: networks.bitcoin }).address
      if (!made) throw new Error('could not make a deposit address')
      return made
    },
    isAddress(candidate) {
      try {
        address.toOutputScript(candidate, networks.bitcoin)
        return true
      } catch {
        return false
      }
    },
    async depositsTo(to) {
      const txs = await get(`/api/address/${encodeURIComponent(to)}/txs`)
      if (!Array.isArray(txs)) throw new Error('simnet answered no transaction list')
      const deposits: Deposit[] = []
      // Esplora lists newest first (the mempool ahead of the chain): oldest first here.
      for (const tx of (txs as EsploraTx[]).slice().reverse()) {
        const amount = (tx.vout ?? [])
          .filter((out) => out.scriptpubkey_address === to)
          .reduce((sum, out) => sum + BigInt(out.value ?? 0), 0n)
        if (amount > 0n) {
          deposits.push({ txHash: tx.txid, amount, confirmed: tx.status?.confirmed === true })
        }
      }
      return deposits
    },
    async pay(to, sats) {
      const response = await reach('simnet', `${base}/_simnet/faucet?network=main`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: to, amount: Number(sats) }),
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await response.json().catch(() => ({}))) as { txid?: unknown; error?: unknown }
      if (!response.ok || typeof body.txid !== 'string') {
        throw new Error(`simnet's faucet: ${String(body.error ?? `HTTP ${response.status}`)}`)
      }
      return body.txid
    },
    async txState(txid) {
      const response = await reach('simnet', `${base}/api/tx/${encodeURIComponent(txid)}/status`, {
        signal: AbortSignal.timeout(10_000),
      })
      // Unknown (a reorg took it back out for a moment): still pending.
      if (response.status === 404) return 'pending'
      if (!response.ok) throw new Error(`simnet /api/tx/${txid}/status: HTTP ${response.status}`)
      const status = (await response.json()) as { confirmed?: boolean }
      return status.confirmed === true ? 'confirmed' : 'pending'
    },
  }
}
