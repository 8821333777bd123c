/** EIP-6963's description of a wallet: what a page lists it by. */
export interface WalletInfo {
  uuid: string
  name: string
  /** A data: URL, as EIP-6963 requires. */
  icon: string
  /** Reverse DNS: wagmi's connector id, hence the button's `wallet-connector-<rdns>` test id. */
  rdns: string
}

/** The page's names for the bridge to the Node side. */
export const bridge = { request: '__outpointTestWalletRequest', emit: '__outpointTestWalletEmit' }

/** What the Node side answers a request with: exposed functions can only reject with a message. */
export type BridgeAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

/**
 * Runs in the page before any of its scripts (an init script, so again after every reload): a minimal
 * EIP-1193 provider as `window.ethereum`, announced through EIP-6963 and again on every request for
 * providers. Every request goes to the Node side; its errors are thrown as provider errors (`code`).
 * Self-contained: Playwright sends this function's source to the page.
 */
export function injectTestWallet(args: { info: WalletInfo; names: typeof bridge }): void {
  type Listener = (payload: unknown) => void
  const scope = window as unknown as Record<string, unknown>
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    async request(request: { method: string; params?: unknown }): Promise<unknown> {
      if (!request || typeof request.method !== 'string') {
        throw Object.assign(new Error('request needs a method'), { code: -32600 })
      }
      // Looked up per call: the binding Playwright exposes is not promised to exist before this script.
      const call = scope[args.names.request] as (
        method: string,
        params: unknown,
      ) => Promise<unknown>
      const answer = (await call(request.method, request.params ?? [])) as BridgeAnswer
      if ('error' in answer) {
        const { code, message, data } = answer.error
        throw Object.assign(new Error(message), { code, data })
      }
      return answer.result
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  // Wallet-initiated events (account or chain changed by the user, disconnect) come from the Node side.
  Object.defineProperty(window, args.names.emit, {
    value: (event: string, payload: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  })
  Object.defineProperty(window, 'ethereum', { value: provider, configurable: true })
  const detail = Object.freeze({ info: Object.freeze({ ...args.info }), provider })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
