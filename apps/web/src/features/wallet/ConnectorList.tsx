import { t } from '@lingui/core/macro'
import { useConnect, useConnectors } from 'wagmi'
import { analyticsEvents } from '../analytics/events'
import { useTrack } from '../analytics/useTrack'
import {
  connectorTestId,
  hasInjectedProvider,
  iconSource,
  plainInjectedId,
  visibleConnectors,
} from './connectors'
import type { ReportFailure } from './WalletError'

/** The wallets found in the browser, each a button that connects it; a clear message when there is none. */
export function ConnectorList({
  connecting,
  report,
}: {
  connecting: boolean
  report: ReportFailure
}) {
  const connectors = visibleConnectors(useConnectors(), hasInjectedProvider())
  const connect = useConnect()
  const track = useTrack()

  if (connectors.length === 0) {
    return (
      <div className="wallet-none" data-testid="wallet-none">
        <p>{t`No wallet found in this browser.`}</p>
        <p className="muted">
          {t`Install an Ethereum wallet extension (one that announces itself to pages, EIP-6963), then reload this page.`}
        </p>
      </div>
    )
  }
  return (
    <section aria-labelledby="wallet-connect-title">
      <h3 id="wallet-connect-title" className="wallet-heading">
        {t`Connect a wallet`}
      </h3>
      <ul className="wallet-connectors" data-testid="wallet-connectors">
        {connectors.map((connector) => {
          const icon = iconSource(connector.icon)
          const plain = connector.id === plainInjectedId
          // Analytics count connectors by their English name; the button says it in the page's language.
          const tracked = plain ? 'Browser wallet' : connector.name
          const name = plain ? t`Browser wallet` : connector.name
          return (
            <li key={connector.uid}>
              <button
                type="button"
                className="wallet-connector"
                data-testid={connectorTestId(connector)}
                disabled={connecting}
                onClick={() => {
                  report(undefined)
                  connect.mutate(
                    { connector },
                    {
                      onSuccess: () => track(analyticsEvents.walletConnect, { connector: tracked }),
                      onError: (error) => report({ action: t`Connecting to ${name}`, error }),
                    },
                  )
                }}
              >
                {icon ? (
                  <img src={icon} alt="" width={28} height={28} />
                ) : (
                  <span aria-hidden="true" className="wallet-icon-blank" />
                )}
                <span>{name}</span>
                {connecting && connect.variables?.connector === connector ? (
                  <span className="muted"> {t`(check your wallet)`}</span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
