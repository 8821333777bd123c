import './address.css'
import { plural, t } from '@lingui/core/macro'
import {
  type DecodedAddress,
  isLiquidNetwork,
  type LiquidUtxo,
  NotFoundError,
} from '@outpoint/explorer-client'
import { useQuery, useQueryClient, useSuspenseQueries } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useParams } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { CopyButton } from '../../components/CopyButton'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { Tabs } from '../../components/Tabs'
import { useExplorerClient } from '../../queries/client'
import { useTipHeight } from '../../queries/useTipHeight'
import { formatCount } from '../dashboard/model/format'
import { WatchStar } from '../watch/WatchStar'
import { AddressProblem } from './AddressProblem'
import { AddressQr } from './AddressQr'
import { AddressStats } from './AddressStats'
import { addressTypeLabel, checkAddress } from './addressCheck'
import { summarizeAddress } from './addressSummary'
import { BalanceChart } from './BalanceChart'
import { LiquidAssets } from './LiquidAssets'
import { addressHistoryOptions, addressInfoOptions, addressUtxosOptions } from './queries'
import { TxHistoryList } from './TxHistoryList'
import { UtxoList } from './UtxoList'
import { useAddressLive } from './useAddressLive'
import { useLoadMore } from './useLoadMore'

/** `/address/:id`: checked in the browser first; only a valid address of this network is asked for. */
export default function AddressPage() {
  const address = useParams().id ?? ''
  const network = useNetwork()
  const check = checkAddress(address, network)
  if (!check.valid) return <AddressProblem address={address} check={check} />
  return (
    <>
      <AddressLive key={`live-${address}`} address={address} />
      <Suspense
        fallback={
          <p className="page muted" aria-busy="true">
            {t`Loading…`}
          </p>
        }
      >
        <AddressView key={address} address={address} decoded={check.address} />
      </Suspense>
    </>
  )
}

/** The live subscription, outside the suspended view so it starts with the first request. */
function AddressLive({ address }: { address: string }) {
  useAddressLive(address)
  return null
}

function AddressView({ address, decoded }: { address: string; decoded: DecodedAddress }) {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const liquid = isLiquidNetwork(client.network)
  const [{ data: info }, { data: history }] = useSuspenseQueries({
    queries: [
      addressInfoOptions(client, address),
      addressHistoryOptions(client, queryClient, address),
    ],
  })
  const utxos = useQuery(addressUtxosOptions(client, address))
  const tip = useTipHeight()
  const { state, loadMore } = useLoadMore(address)
  const summary = summarizeAddress(info)
  const p2pk = decoded.kind === 'p2pk'
  const noun = p2pk ? t`Public key` : t`Address`
  const loaded = formatCount(history.txs.length)
  const { txCount } = summary

  return (
    <article className="page addr-page" data-testid="address-page">
      <PageTitle>{p2pk ? t`Public key ${address}` : t`Address ${address}`}</PageTitle>
      <header className="addr-header">
        <div className="addr-id">
          <h1>{decoded.confidential ? t`Confidential address` : noun}</h1>
          <p className="addr-line">
            <span className="addr-text" data-testid="address-text">
              {address}
            </span>
            <CopyButton
              text={address}
              label={
                p2pk
                  ? t({ message: 'public key', comment: 'what the copy button copies' })
                  : t({ message: 'address', comment: 'what the copy button copies' })
              }
            />
            {p2pk ? null : <WatchStar type="address" network={client.network} id={address} />}
          </p>
          <p className="muted" data-testid="address-type">
            {addressTypeLabel(decoded)}
          </p>
          <AddressStats summary={summary} />
        </div>
        <AddressQr address={address} />
      </header>

      {summary.amounts ? (
        <BalanceChart
          txs={history.txs}
          address={address}
          confirmedBalance={summary.amounts.confirmed}
          confirmedCount={info.chain_stats.tx_count}
        />
      ) : null}

      {liquid && utxos.data ? <LiquidAssets utxos={utxos.data as LiquidUtxo[]} /> : null}

      {/* Tabs, so the endless transaction list is the last thing on its page and nothing hides below it. */}
      <Tabs
        label={t`Address details`}
        items={[
          {
            value: 'txs',
            label: t`Transactions`,
            content: (
              <section className="addr-section">
                <h2 className="visually-hidden">{t`Transactions`}</h2>
                <p className="muted" data-testid="address-loaded-count">
                  {plural(txCount, {
                    one: `${loaded} of # transaction loaded`,
                    other: `${loaded} of # transactions loaded`,
                  })}
                </p>
                <TxHistoryList
                  highlight={decoded.confidential ? undefined : address}
                  txs={history.txs}
                  done={history.done}
                  tip={tip}
                  state={state}
                  loadMore={loadMore}
                />
              </section>
            ),
          },
          {
            value: 'utxos',
            label: t`Unspent outputs`,
            // mempool's own backend (bitcoind or Electrum behind it) has no /address/:a/utxo: a 404.
            content: utxos.isError ? (
              utxos.error instanceof NotFoundError ? (
                <p className="muted" data-testid="address-utxos-error">
                  {t`This data service does not list unspent outputs.`}
                </p>
              ) : (
                <ErrorNote
                  className="muted"
                  testId="address-utxos-error"
                  what={t`Unspent outputs unavailable`}
                  error={utxos.error}
                  retry={() => void utxos.refetch()}
                />
              )
            ) : utxos.data ? (
              <UtxoList utxos={utxos.data} />
            ) : (
              <p className="muted">{t`Loading…`}</p>
            ),
          },
        ]}
      />
    </article>
  )
}
