import type { Page } from '@playwright/test'
import { type BridgeAnswer, bridge, injectTestWallet, type WalletInfo } from './inject'
import { holdTransactions, type Replacement, releaseTransactions, replacePending } from './replace'
import { RpcError, rpc, toHex } from './rpc'

type Hex = `0x${string}`

const icon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f6fde"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3"/></svg>',
  )

export const testWalletInfo: WalletInfo = {
  uuid: '0b6f4d52-6f0e-4c51-9a34-6d1c2f1f7a10',
  name: 'Outpoint Test Wallet',
  icon,
  rdns: 'org.outpoint.testwallet',
}

/** How the wallet's user and the wallet itself behave. */
export interface WalletPolicies {
  /** The user refuses to connect (4001). */
  rejectConnect: boolean
  /** The user refuses to add a chain the page asks for (4001). */
  rejectAddChain: boolean
  /** The wallet implements `wallet_revokePermissions`; without it a disconnect is the page's own flag. */
  supportsRevoke: boolean
  /** The user refuses every transaction the page asks the wallet to send (4001): nothing is sent. */
  rejectSend: boolean
}

// What a wallet signs or sends only for an account the page may use.
const needsAccount = new Set([
  'eth_sendTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
])

/**
 * An EIP-1193 wallet for the browser specs: the page sees a provider announced through EIP-6963; every
 * request comes here, where the wallet's state lives (connected or not, accounts, chain, the chains it
 * knows). Wallet methods are answered here, the rest goes to the anvil of the current chain, whose
 * unlocked dev accounts sign and send. Starts knowing one chain only, so that the page has to add others.
 */
export class TestWallet {
  authorized = false
  readonly policies: WalletPolicies = {
    rejectConnect: false,
    rejectAddChain: false,
    supportsRevoke: false,
    rejectSend: false,
  }
  /** Every request the page made, in order. */
  readonly calls: { method: string; params: unknown }[] = []
  /** Hashes of the transactions the wallet sent for the page, in order. */
  readonly sent: Hex[] = []
  /** The chains the wallet knows: id to RPC URL. */
  readonly chains = new Map<number, string>()
  /** What the page sent to the nodes itself (its own RPC transport, not the wallet): request bodies. */
  private readonly pageTraffic: string[] = []

  private constructor(
    private readonly page: Page,
    /** Every anvil of the rig, by chain id. */
    readonly nodes: Readonly<Record<number, string>>,
    /** anvil's dev accounts; the first is the selected one. */
    public accounts: Hex[],
    public chainId: number,
  ) {}

  /** Puts the wallet in the page (before it loads, and again after each reload). */
  static async install(
    page: Page,
    nodes: Readonly<Record<number, string>>,
    chainId = 31337,
  ): Promise<TestWallet> {
    const url = nodes[chainId]
    if (url === undefined) throw new Error(`no node for chain ${chainId}`)
    const accounts = await rpc<Hex[]>(url, 'eth_accounts')
    const wallet = new TestWallet(page, nodes, accounts, chainId)
    wallet.chains.set(chainId, url)
    const nodeUrls = Object.values(nodes)
    page.on('request', (request) => {
      if (nodeUrls.some((node) => request.url().startsWith(node))) {
        wallet.pageTraffic.push((request.postData() ?? '').toLowerCase())
      }
    })
    await page.exposeFunction(bridge.request, (method: string, params: unknown) =>
      wallet.answer(method, params),
    )
    await page.addInitScript(injectTestWallet, { info: testWalletInfo, names: bridge })
    return wallet
  }

  /** The selected account. */
  get address(): Hex {
    const [address] = this.accounts
    if (address === undefined) throw new Error('the node has no accounts')
    return address
  }

  /** Calls of one method the page made. */
  callsOf(method: string): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.params)
  }

  /** Whether the page itself asked a node `method` about `subject` (a hash, an address). */
  pageAsked(method: string, subject: string): boolean {
    const [name, value] = [method.toLowerCase(), subject.toLowerCase()]
    return this.pageTraffic.some((body) => body.includes(name) && body.includes(value))
  }

  private async answer(method: string, params: unknown): Promise<BridgeAnswer> {
    this.calls.push({ method, params })
    try {
      return { result: await this.handle(method, Array.isArray(params) ? params : []) }
    } catch (error) {
      if (error instanceof RpcError) {
        const { code, message, data } = error
        return { error: data === undefined ? { code, message } : { code, message, data } }
      }
      return { error: { code: -32603, message: String(error) } }
    }
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    if (needsAccount.has(method) && !this.authorized) {
      throw new RpcError(4100, 'The requested account has not been authorized by the user.')
    }
    switch (method) {
      case 'eth_accounts':
        return this.authorized ? [...this.accounts] : []
      case 'eth_requestAccounts':
        this.connect()
        return [...this.accounts]
      case 'wallet_requestPermissions':
        this.connect()
        return [{ parentCapability: 'eth_accounts', caveats: [] }]
      case 'wallet_revokePermissions':
        if (!this.policies.supportsRevoke) {
          throw new RpcError(4200, 'The wallet does not support wallet_revokePermissions.')
        }
        this.authorized = false
        return null
      case 'eth_chainId':
        return toHex(this.chainId)
      case 'wallet_switchEthereumChain':
        return this.switchChain(params[0])
      case 'wallet_addEthereumChain':
        return this.addChain(params[0])
      case 'eth_sendTransaction': {
        if (this.policies.rejectSend) throw new RpcError(4001, 'User rejected the request.')
        const hash = await rpc<Hex>(this.nodeUrl(), method, params)
        this.sent.push(hash)
        return hash
      }
      default:
        return rpc(this.nodeUrl(), method, params)
    }
  }

  private connect(): void {
    if (this.policies.rejectConnect) throw new RpcError(4001, 'User rejected the request.')
    this.authorized = true
  }

  private nodeUrl(): string {
    const url = this.chains.get(this.chainId)
    if (url === undefined) {
      throw new RpcError(4901, `The wallet has no connection to chain ${this.chainId}.`)
    }
    return url
  }

  private async switchChain(param: unknown): Promise<null> {
    const id = chainIdOf(param)
    if (!this.chains.has(id)) {
      throw new RpcError(
        4902,
        `Unrecognized chain ID ${toHex(id)}. Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    await this.moveToChain(id)
    return null
  }

  /** Adds the chain as the page describes it (after checking its node answers with that id) and switches. */
  private async addChain(param: unknown): Promise<null> {
    const id = chainIdOf(param)
    if (this.policies.rejectAddChain) throw new RpcError(4001, 'User rejected the request.')
    const urls = (param as { rpcUrls?: unknown }).rpcUrls
    const url = Array.isArray(urls) ? urls[0] : undefined
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new RpcError(-32602, 'wallet_addEthereumChain needs an http(s) RPC URL.')
    }
    const answered = Number(await rpc<Hex>(url, 'eth_chainId'))
    if (answered !== id) {
      throw new RpcError(-32602, `The RPC URL answers chain ${answered}, not ${id}.`)
    }
    this.chains.set(id, url)
    await this.moveToChain(id)
    return null
  }

  /** Sends a wallet event to the page, as if the wallet's user had done something there. */
  async emit(event: string, payload: unknown): Promise<void> {
    await this.page.evaluate(
      ([name, type, data]) =>
        (window as unknown as Record<string, (e: string, p: unknown) => void>)[name]?.(type, data),
      [bridge.emit, event, payload] as const,
    )
  }

  /** The user selects another of the accounts in the wallet. */
  async selectAccount(index: number): Promise<Hex> {
    const chosen = this.accounts[index]
    if (chosen === undefined) throw new Error(`no account ${index}`)
    this.accounts = [chosen, ...this.accounts.filter((account) => account !== chosen)]
    if (this.authorized) await this.emit('accountsChanged', [...this.accounts])
    return chosen
  }

  /** The wallet moves to another chain (asked by the page, or by its user: then any id, known or not). */
  async moveToChain(id: number): Promise<void> {
    if (id === this.chainId) return
    this.chainId = id
    await this.emit('chainChanged', toHex(id))
  }

  /** The wallet ends the connection itself. */
  async disconnect(): Promise<void> {
    this.authorized = false
    await this.emit('disconnect', { code: 4900, message: 'The wallet disconnected.' })
  }

  /** Keeps the current chain's transactions pending until a replacement (or `release`) mines them. */
  hold(): Promise<void> {
    return holdTransactions(this.nodeUrl())
  }

  /** Mines what is held and goes back to mining every transaction at once, on every node. */
  async release(): Promise<void> {
    await Promise.all(Object.values(this.nodes).map(releaseTransactions))
  }

  /** The user speeds the pending transaction up: same transaction, higher fees. */
  speedUp(hash: Hex): Promise<Hex> {
    return replacePending(this.nodeUrl(), hash, {})
  }

  /** The user cancels it: a 0-value transaction to themselves in its place. */
  cancel(hash: Hex): Promise<Hex> {
    return replacePending(this.nodeUrl(), hash, { to: 'sender', value: 0n, data: '0x' })
  }

  /** Another transaction takes its nonce (a different recipient or amount). */
  replaceWith(hash: Hex, other: Replacement): Promise<Hex> {
    return replacePending(this.nodeUrl(), hash, { data: '0x', ...other })
  }
}

function chainIdOf(param: unknown): number {
  const value = (param as { chainId?: unknown } | undefined)?.chainId
  const id = typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RpcError(
      -32602,
      `Invalid chainId ${JSON.stringify(value)}: a hex string is expected.`,
    )
  }
  return id
}
