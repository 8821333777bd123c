import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { browserStorage } from '../../app/browserStorage'
import { PageTitle } from '../../components/PageTitle'
import { useSwapClients } from './clients'
import { readChains } from './model/assets'
import { loadHistory } from './model/history'
import { chainsQueryOptions, tokensQueryOptions } from './queries'
import { SwapErrorView } from './SwapErrorView'
import { SwapForm } from './SwapForm'
import { SwapHistory } from './SwapHistory'

/** `/swap`: the swap form on the service's chains and tokens, and the swaps of this browser. */
export function SwapPage() {
  const clients = useSwapClients()
  const chains = useQuery(chainsQueryOptions(clients))
  const tokens = useQuery(tokensQueryOptions(clients))
  const [history] = useState(() => loadHistory(browserStorage()))
  const failed = chains.error ?? tokens.error
  const usable = chains.data ? readChains(chains.data) : undefined

  return (
    <div className="page swap" data-testid="swap-page">
      <PageTitle>{t`Swap`}</PageTitle>
      <h1>{t`Swap`}</h1>
      <p className="muted">
        {t`Swap between Bitcoin and an EVM chain through the configured swap service.`}
      </p>
      {failed ? (
        <div>
          <SwapErrorView
            failure={{ action: t`Loading the swap service’s chains`, error: failed }}
          />
          <button
            type="button"
            className="button"
            onClick={() => {
              void chains.refetch()
              void tokens.refetch()
            }}
          >
            {t`Retry`}
          </button>
        </div>
      ) : !usable || !tokens.data ? (
        <p className="muted" aria-busy="true">
          {t`Loading the swap service’s chains…`}
        </p>
      ) : usable.length < 2 ? (
        <p data-testid="swap-error">
          {t`The swap service offers fewer than two chains this page can use: there is nothing to swap.`}
        </p>
      ) : (
        <SwapForm chains={usable} tokens={tokens.data} />
      )}
      <SwapHistory records={history} />
    </div>
  )
}
