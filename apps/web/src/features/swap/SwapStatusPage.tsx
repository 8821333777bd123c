import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { browserStorage } from '../../app/browserStorage'
import { useAppConfig } from '../../app/ConfigContext'
import { PageTitle } from '../../components/PageTitle'
import { analyticsEvents } from '../analytics/events'
import { useTrack } from '../analytics/useTrack'
import { walletChains } from '../wallet/walletConfig'
import { useSwapClients } from './clients'
import { DepositInstruction } from './DepositInstruction'
import { DepositTracker } from './DepositTracker'
import { readChains } from './model/assets'
import { findSwap, type SwapRecord } from './model/history'
import { isFinalStatus, statusText } from './model/status'
import { toBigInt } from './model/units'
import { chainsQueryOptions, isUnknownSwap, statusQueryOptions } from './queries'
import { SwapErrorView } from './SwapErrorView'
import { SwapTxLink } from './SwapTxLink'

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value.slice(0, 200) : undefined

/**
 * `/swap/:id`: the swap's status, asked every two seconds until it is final, with both chains'
 * transactions. For a BTC source started in this browser, the deposit instruction and its live tracking.
 */
export function SwapStatusPage() {
  const { id = '' } = useParams()
  const clients = useSwapClients()
  const { evmChains } = useAppConfig()
  const record = useMemo(() => findSwap(browserStorage(), id), [id])
  const status = useQuery(statusQueryOptions(clients, id))
  const chains = useQuery(chainsQueryOptions(clients))
  const transfer = status.data
  const value = text(transfer?.status)
  const final = isFinalStatus(value)
  const track = useTrack()
  // A completion is counted when this page saw the swap finish, not on every later visit.
  const followed = useRef(false)
  const fromSymbol = record?.fromSymbol ?? ''
  const toSymbol = record?.toSymbol ?? ''
  useEffect(() => {
    if (value === undefined) return
    if (!isFinalStatus(value)) followed.current = true
    else if (followed.current && value === 'Completed') {
      followed.current = false
      track(analyticsEvents.swapComplete, { from: fromSymbol, to: toSymbol })
    }
  }, [value, fromSymbol, toSymbol, track])

  // EVM links: the platform's explorer for the chain, else the wallet's for that chain id.
  const explorers = useMemo(() => {
    const known = new Map(walletChains(evmChains).map((chain) => [chain.id, chain.explorerUrl]))
    return new Map(
      readChains(chains.data ?? []).map((chain) => [
        chain.slug,
        chain.explorerUrl ?? (chain.id === undefined ? undefined : known.get(chain.id)),
      ]),
    )
  }, [chains.data, evmChains])
  const explorerOf = (slug: unknown) => (typeof slug === 'string' ? explorers.get(slug) : undefined)
  const sourceTx = text(transfer?.fromChainTxHash) ?? record?.depositTx
  const destinationTx = text(transfer?.toChainTxHash)
  const refundTx = text(transfer?.refundChainTxHash)
  const deposit = record?.deposit
  const expected = deposit ? toBigInt(deposit.amount) : undefined
  const serviceSays = text(transfer?.errorReason)

  return (
    <div className="page swap" data-testid="swap-status-page">
      <p>
        <Link to="/swap">{t`← New swap`}</Link>
      </p>
      <PageTitle>{t`Swap ${id}`}</PageTitle>
      <h1>{t`Swap ${id}`}</h1>
      {record ? <SwapRoute record={record} /> : null}
      {value ? (
        <section className="swap-status">
          <p>
            <Trans comment="the swap service's status word">
              Status: <strong data-testid="swap-status">{value}</strong>
            </Trans>
            {!final ? <span className="muted"> {t`(following…)`}</span> : null}
          </p>
          <p>{statusText(value)}</p>
          {serviceSays ? <p className="swap-stale">{t`The service says: ${serviceSays}`}</p> : null}
        </section>
      ) : status.isPending ? (
        <p className="muted" aria-busy="true">
          {t`Asking the swap service…`}
        </p>
      ) : null}
      {status.error && !transfer && isUnknownSwap(status.error) ? (
        <p data-testid="swap-error" role="alert">
          {t`The swap service knows no swap ${id}. Check the link, or start a new swap.`}
        </p>
      ) : status.error ? (
        <SwapErrorView
          failure={{
            action: transfer ? t`Refreshing the status` : t`Getting the status`,
            error: status.error,
          }}
        />
      ) : null}
      {status.error && !final && !isUnknownSwap(status.error) ? (
        <p className="muted">{t`The page keeps asking every two seconds.`}</p>
      ) : null}
      <dl className="swap-txs">
        <dt>{t`Deposit transaction`}</dt>
        <dd>
          {sourceTx ? (
            <SwapTxLink
              hash={sourceTx}
              explorerUrl={explorerOf(transfer?.fromChainSlug)}
              testId="swap-source-tx"
            />
          ) : (
            <span className="muted">{t`not seen yet`}</span>
          )}
        </dd>
        <dt>{t`Payout transaction`}</dt>
        <dd>
          {destinationTx ? (
            <SwapTxLink
              hash={destinationTx}
              explorerUrl={explorerOf(transfer?.toChainSlug)}
              testId="swap-destination-tx"
            />
          ) : (
            <span className="muted">{t`not sent yet`}</span>
          )}
        </dd>
        {refundTx ? (
          <>
            <dt>{t`Refund transaction`}</dt>
            <dd>
              <SwapTxLink
                hash={refundTx}
                explorerUrl={explorerOf(transfer?.fromChainSlug)}
                testId="swap-refund-tx"
              />
            </dd>
          </>
        ) : null}
      </dl>
      {deposit && expected !== undefined && !final ? (
        <>
          {!sourceTx && (value === undefined || value === 'Submitted') ? (
            <DepositInstruction deposit={deposit} />
          ) : null}
          <DepositTracker address={deposit.address} expected={expected} />
        </>
      ) : null}
    </div>
  )
}

/** What the swap of this browser pays and where to: its two sides and the receiving address. */
function SwapRoute({ record }: { record: SwapRecord }) {
  const { fromSymbol, fromChain, toSymbol, toChain, receiveAddress } = record
  return (
    <p className="muted">
      <Trans comment="the two sides of the swap, then the receiving address">
        {fromSymbol} on {fromChain} → {toSymbol} on {toChain}, to <code>{receiveAddress}</code>
      </Trans>
    </p>
  )
}
