import type {
  ExplorerClient,
  IssuedAsset,
  LiquidNetwork,
  NativeAsset,
} from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { groupDecimalText } from '../../format/number'
import { useExplorerClient } from '../../queries/client'
import { formatCount } from '../dashboard/model/format'
import { formatAssetAmount } from '../transaction/model/assets'
import { supplyOptions } from './queries'

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  )
}

/**
 * Circulating supply: `/supply/decimal` when the precision is known, base units otherwise. A blinded
 * issuance makes it unknowable, which the page says instead of asking (the service would answer 400).
 */
function Supply({
  assetId,
  precision,
  blinded,
  unit,
}: {
  assetId: string
  precision?: number | undefined
  blinded: boolean
  /** The asset's ticker (L-BTC for the native coin), when it has one. */
  unit?: string | undefined
}) {
  const client = useExplorerClient() as ExplorerClient<LiquidNetwork>
  const decimal = precision !== undefined
  const query = useQuery({ ...supplyOptions(client, assetId, decimal), enabled: !blinded })
  if (blinded) return <span data-supply="blinded">Unknown: an issuance is blinded</span>
  if (query.data !== undefined)
    return (
      <span data-supply="known">
        {groupDecimalText(String(query.data))}
        {decimal ? (unit ? ` ${unit}` : '') : ' (base units: precision unknown)'}
      </span>
    )
  if (query.error)
    return <ErrorNote as="span" className="muted" what="Could not load" error={query.error} />
  return <span className="muted">Loading…</span>
}

/** An issued asset's amount: in its units when the precision is known, else in base units. */
function IssuedAmount(props: {
  value: number
  precision: number | undefined
  ticker?: string | undefined
}) {
  const { value, precision, ticker } = props
  return (
    <>
      {formatAssetAmount(value, precision ?? 0)}
      {ticker ? ` ${ticker}` : ''}
    </>
  )
}

export function NativeFacts({ asset, ticker }: { asset: NativeAsset; ticker: string }) {
  const s = asset.chain_stats
  return (
    <dl className="asset-facts" data-testid="asset-facts">
      <Fact label="Ticker" testId="asset-ticker">
        {ticker}
      </Fact>
      <Fact label="Precision" testId="asset-precision">
        8
      </Fact>
      <Fact label="Circulating supply" testId="asset-supply">
        <Supply assetId={asset.asset_id} precision={8} blinded={false} unit={ticker} />
      </Fact>
      <Fact label="Pegged in" testId="asset-peg-in">
        <Amount sats={s.peg_in_amount} /> in {formatCount(s.peg_in_count)} peg-ins
      </Fact>
      <Fact label="Pegged out" testId="asset-peg-out">
        <Amount sats={s.peg_out_amount} /> in {formatCount(s.peg_out_count)} peg-outs
      </Fact>
      <Fact label="Burned" testId="asset-burned">
        <Amount sats={s.burned_amount} /> in {formatCount(s.burn_count)} burns
      </Fact>
      <Fact label="Transactions" testId="asset-tx-count">
        {formatCount(s.tx_count)}
      </Fact>
    </dl>
  )
}

export function IssuedFacts({ asset }: { asset: IssuedAsset }) {
  const network = useNetwork()
  const s = asset.chain_stats
  const precision = asset.precision
  const blinded = s.has_blinded_issuances || asset.mempool_stats.has_blinded_issuances
  const { txid, vin } = asset.issuance_txin
  const prevout = asset.issuance_prevout
  return (
    <dl className="asset-facts" data-testid="asset-facts">
      <Fact label="Ticker" testId="asset-ticker">
        {asset.ticker ?? 'Not registered'}
      </Fact>
      <Fact label="Precision" testId="asset-precision">
        {precision ?? 'Unknown'}
      </Fact>
      <Fact label="Issuer domain" testId="asset-domain">
        {asset.entity?.domain ?? 'Unknown'}
      </Fact>
      <Fact label="Issuance transaction" testId="asset-issuance-tx">
        <Link className="asset-long" to={networkPath(network, `/tx/${txid}`)}>
          {txid}
        </Link>{' '}
        input {vin}
      </Fact>
      <Fact label="Issuance prevout" testId="asset-issuance-prevout">
        <Link
          className="asset-long"
          to={networkPath(network, `/tx/${prevout.txid}:${prevout.vout}`)}
        >
          {prevout.txid}:{prevout.vout}
        </Link>
      </Fact>
      <Fact label="Contract hash" testId="asset-contract-hash">
        <code className="asset-long">{asset.contract_hash ?? 'None'}</code>
      </Fact>
      <Fact label="Circulating supply" testId="asset-supply">
        <Supply
          assetId={asset.asset_id}
          precision={precision}
          blinded={blinded}
          unit={asset.ticker ?? undefined}
        />
      </Fact>
      <Fact label="Issued" testId="asset-issued">
        {blinded ? 'Partly blinded: ' : ''}
        <IssuedAmount value={s.issued_amount} precision={precision} ticker={asset.ticker} /> in{' '}
        {formatCount(s.issuance_count)} issuances
      </Fact>
      <Fact label="Burned" testId="asset-burned">
        <IssuedAmount value={s.burned_amount} precision={precision} ticker={asset.ticker} />
      </Fact>
      <Fact label="Reissuance tokens" testId="asset-reissuance-tokens">
        {s.reissuance_tokens === null
          ? 'Unknown (blinded)'
          : `${formatCount(s.reissuance_tokens)} (${formatCount(s.burned_reissuance_tokens)} burned)`}
      </Fact>
      <Fact label="Blinded issuance" testId="asset-blinded">
        {blinded ? 'Yes' : 'No'}
      </Fact>
      <Fact label="Transactions" testId="asset-tx-count">
        {formatCount(s.tx_count)}
      </Fact>
    </dl>
  )
}
