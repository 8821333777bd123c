import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
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
import { formatAssetAmount } from '../../format/amount'
import { formatDecimalText } from '../../format/number'
import { useExplorerClient } from '../../queries/client'
import { formatCount } from '../dashboard/model/format'
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
  if (blinded) return <span data-supply="blinded">{t`Unknown: an issuance is blinded`}</span>
  if (query.data !== undefined) {
    const supply = formatDecimalText(String(query.data))
    return (
      <span data-supply="known">
        {decimal
          ? `${supply}${unit ? ` ${unit}` : ''}`
          : t`${supply} (base units: precision unknown)`}
      </span>
    )
  }
  if (query.error)
    return <ErrorNote as="span" className="muted" what={t`Could not load`} error={query.error} />
  return <span className="muted">{t`Loading…`}</span>
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
  const pegIns = formatCount(s.peg_in_count)
  const pegOuts = formatCount(s.peg_out_count)
  const burns = formatCount(s.burn_count)
  return (
    <dl className="asset-facts" data-testid="asset-facts">
      <Fact label={t`Ticker`} testId="asset-ticker">
        {ticker}
      </Fact>
      <Fact label={t`Precision`} testId="asset-precision">
        8
      </Fact>
      <Fact label={t`Circulating supply`} testId="asset-supply">
        <Supply assetId={asset.asset_id} precision={8} blinded={false} unit={ticker} />
      </Fact>
      <Fact label={t`Pegged in`} testId="asset-peg-in">
        <Trans comment="the amount pegged in">
          <Amount sats={s.peg_in_amount} /> in {pegIns} peg-ins
        </Trans>
      </Fact>
      <Fact label={t`Pegged out`} testId="asset-peg-out">
        <Trans comment="the amount pegged out">
          <Amount sats={s.peg_out_amount} /> in {pegOuts} peg-outs
        </Trans>
      </Fact>
      <Fact label={t`Burned`} testId="asset-burned">
        <Trans comment="the amount burned">
          <Amount sats={s.burned_amount} /> in {burns} burns
        </Trans>
      </Fact>
      <Fact label={t`Transactions`} testId="asset-tx-count">
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
  const issuances = formatCount(s.issuance_count)
  const tokens = s.reissuance_tokens === null ? undefined : formatCount(s.reissuance_tokens)
  const burnedTokens = formatCount(s.burned_reissuance_tokens)
  const txPath = networkPath(network, `/tx/${txid}`)
  return (
    <dl className="asset-facts" data-testid="asset-facts">
      <Fact label={t`Ticker`} testId="asset-ticker">
        {asset.ticker ?? t`Not registered`}
      </Fact>
      <Fact label={t`Precision`} testId="asset-precision">
        {precision ?? t`Unknown`}
      </Fact>
      <Fact label={t`Issuer domain`} testId="asset-domain">
        {asset.entity?.domain ?? t`Unknown`}
      </Fact>
      <Fact label={t`Issuance transaction`} testId="asset-issuance-tx">
        <Trans comment="the issuance's transaction and its input">
          <Link className="asset-long" to={txPath}>
            {txid}
          </Link>{' '}
          input {vin}
        </Trans>
      </Fact>
      <Fact label={t`Issuance prevout`} testId="asset-issuance-prevout">
        <Link
          className="asset-long"
          to={networkPath(network, `/tx/${prevout.txid}:${prevout.vout}`)}
        >
          {prevout.txid}:{prevout.vout}
        </Link>
      </Fact>
      <Fact label={t`Contract hash`} testId="asset-contract-hash">
        <code className="asset-long">
          {asset.contract_hash ?? t({ message: 'None', context: 'no contract hash' })}
        </code>
      </Fact>
      <Fact label={t`Circulating supply`} testId="asset-supply">
        <Supply
          assetId={asset.asset_id}
          precision={precision}
          blinded={blinded}
          unit={asset.ticker ?? undefined}
        />
      </Fact>
      <Fact label={t`Issued`} testId="asset-issued">
        {blinded ? (
          <Trans comment="the amount issued, some of it in blinded issuances">
            Partly blinded:{' '}
            <IssuedAmount value={s.issued_amount} precision={precision} ticker={asset.ticker} /> in{' '}
            {issuances} issuances
          </Trans>
        ) : (
          <Trans comment="the amount issued">
            <IssuedAmount value={s.issued_amount} precision={precision} ticker={asset.ticker} /> in{' '}
            {issuances} issuances
          </Trans>
        )}
      </Fact>
      <Fact label={t`Burned`} testId="asset-burned">
        <IssuedAmount value={s.burned_amount} precision={precision} ticker={asset.ticker} />
      </Fact>
      <Fact label={t`Reissuance tokens`} testId="asset-reissuance-tokens">
        {tokens === undefined ? t`Unknown (blinded)` : t`${tokens} (${burnedTokens} burned)`}
      </Fact>
      <Fact label={t`Blinded issuance`} testId="asset-blinded">
        {blinded ? t`Yes` : t`No`}
      </Fact>
      <Fact label={t`Transactions`} testId="asset-tx-count">
        {formatCount(s.tx_count)}
      </Fact>
    </dl>
  )
}
