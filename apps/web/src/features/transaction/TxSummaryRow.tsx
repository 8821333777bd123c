import { t } from '@lingui/core/macro'
import './transaction.css'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { TimeAgo } from '../../components/TimeAgo'
import { useUnits } from '../units/useUnits'
import { AssetAmount } from './AssetAmount'
import { nativeAssets } from './model/assets'
import { assetOutput, feeRateOf, isCoinbase, totalOutput } from './model/features'
import { parseHighlight } from './model/highlight'
import { netValueFor } from './model/netValue'
import type { AnyTransaction } from './model/types'
import { TxInputsOutputs } from './TxInputsOutputs'

export interface TxSummaryRowProps {
  tx: AnyTransaction
  /** An address (the row then shows what the transaction did to it) or "txid:vout". */
  highlight?: string
  /** Liquid: the asset whose amount the row shows (an asset's own list); else the network's coin. */
  asset?: string
}

function RowValue({ tx, highlight, asset }: TxSummaryRowProps) {
  const network = useNetwork()
  const parsed = parseHighlight(highlight)
  if (parsed?.kind === 'address') {
    const net = netValueFor(tx, parsed.address)
    if (net === undefined) return <span className="tx-confidential">{t`Confidential`}</span>
    return (
      <span className={net < 0 ? 'tx-net-out' : 'tx-net-in'}>
        {net > 0 ? '+' : ''}
        <Amount sats={net} />
      </span>
    )
  }
  const assetId = asset ?? nativeAssets[network]
  if (!isLiquidNetwork(network) || assetId === undefined) return <Amount sats={totalOutput(tx)} />
  const sum = assetOutput(tx, assetId)
  if (sum === undefined) return <span className="tx-confidential">{t`Confidential`}</span>
  return <AssetAmount assetId={assetId} value={sum} />
}

/** One transaction in a block's or an address's list, expandable to its inputs and outputs. */
export function TxSummaryRow({ tx, highlight, asset }: TxSummaryRowProps) {
  const network = useNetwork()
  const units = useUnits()
  const [open, setOpen] = useState(false)
  const panel = useId()
  const status = tx.status
  return (
    <li className="tx-summary-row" data-testid="tx-summary-row" data-txid={tx.txid}>
      <div className="tx-summary-main">
        <button
          type="button"
          className="tx-expand"
          aria-expanded={open}
          aria-controls={panel}
          aria-label={open ? t`Hide inputs and outputs` : t`Show inputs and outputs`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? '▾' : '▸'}
        </button>
        <Link className="tx-summary-txid" to={networkPath(network, `/tx/${tx.txid}`)}>
          {tx.txid}
        </Link>
        <span className="tx-summary-when muted">
          {status?.confirmed === false ? (
            t`Unconfirmed`
          ) : status?.block_time ? (
            <TimeAgo time={status.block_time} />
          ) : null}
        </span>
        <span className="tx-summary-rate muted">
          {isCoinbase(tx) ? t`Coinbase` : units.feeRate(feeRateOf(tx))}
        </span>
        <span className="tx-summary-value">
          <RowValue tx={tx} {...(highlight ? { highlight } : {})} {...(asset ? { asset } : {})} />
        </span>
      </div>
      {open ? (
        <div id={panel} className="tx-summary-panel">
          <TxInputsOutputs tx={tx} {...(highlight ? { highlight } : {})} />
        </div>
      ) : null}
    </li>
  )
}
