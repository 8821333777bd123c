/** The parts of a wagmi connector the wallet list shows. */
export interface ListedConnector {
  id: string
  name: string
  icon?: string | undefined
  rdns?: string | readonly string[] | undefined
}

/** wagmi's id for the plain `window.ethereum` connector (EIP-6963 wallets use their rdns). */
export const plainInjectedId = 'injected'

/**
 * The wallets to offer: every wallet announced through EIP-6963; only when none announced itself, the
 * plain injected wallet, and that only when the page has a `window.ethereum` to talk to. An empty list
 * means no wallet is installed.
 */
export function visibleConnectors<C extends ListedConnector>(
  connectors: readonly C[],
  injectedPresent: boolean,
): C[] {
  const announced = connectors.filter((connector) => connector.id !== plainInjectedId)
  if (announced.length > 0) return announced
  return injectedPresent ? connectors.filter((connector) => connector.id === plainInjectedId) : []
}

/** The test id of a connector's button: its rdns when it has exactly one, else its id. */
export function connectorTestId(connector: ListedConnector): string {
  return `wallet-connector-${typeof connector.rdns === 'string' ? connector.rdns : connector.id}`
}

/**
 * A wallet's icon as an image source, or undefined. Icons come from whatever announced itself on the page,
 * so only `data:image/` URLs are used (EIP-6963 requires them): never a remote URL that would leak the
 * visit, never anything rendered as HTML.
 */
export function iconSource(icon: string | undefined): string | undefined {
  if (icon === undefined) return undefined
  const value = icon.trim()
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(value) ? value : undefined
}

/** Whether the page has a legacy injected provider (`window.ethereum`). */
export function hasInjectedProvider(scope: object = globalThis): boolean {
  return 'ethereum' in scope && Boolean((scope as { ethereum?: unknown }).ethereum)
}
