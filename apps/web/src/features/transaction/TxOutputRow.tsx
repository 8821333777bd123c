import { t } from '@lingui/core/macro'
import type { Outspend } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { AssetField } from '../assets/AssetField'
import { AddressLink } from './AddressLink'
import { scriptTypeLabel } from './model/features'
import type { AnyVout } from './model/types'
import type { RowPlace } from './RowList'
import { ScriptField } from './ScriptField'
import { TxValue } from './TxValue'

interface Props {
  /** Where the windowed list puts the row. */
  place: RowPlace
  vout: AnyVout
  index: number
  highlighted: boolean
  details: boolean
  outspend: Outspend | undefined
}

function OutputTarget({ vout }: { vout: AnyVout }) {
  const pegout = 'pegout' in vout ? vout.pegout : undefined
  if (pegout) {
    return (
      <>
        <span className="tx-label">{t`Peg-out`}</span>
        {pegout.scriptpubkey_address ? (
          <span className="tx-address">{pegout.scriptpubkey_address}</span>
        ) : null}
      </>
    )
  }
  if (vout.scriptpubkey_address) return <AddressLink address={vout.scriptpubkey_address} />
  return <span className="tx-label">{scriptTypeLabel(vout.scriptpubkey_type)}</span>
}

function SpentMark({ vout, outspend }: { vout: AnyVout; outspend: Outspend | undefined }) {
  const network = useNetwork()
  // An OP_RETURN output (a Liquid peg-out among them) can never be spent; a Liquid fee output is no coin.
  if (vout.scriptpubkey_type === 'op_return') {
    return (
      <span className="tx-spent" title={t`An OP_RETURN output can never be spent`}>
        {t({ message: 'Unspendable', context: 'an output' })}
      </span>
    )
  }
  if (vout.scriptpubkey_type === 'fee') return <span className="tx-spent" />
  if (!outspend) return <span className="tx-spent" />
  if (!outspend.spent) {
    return (
      <span className="tx-spent tx-unspent" title={t`Unspent`}>
        {t`Unspent`}
      </span>
    )
  }
  // mempool's own backend (bitcoind or Electrum behind it) knows that an output is spent, not by what.
  if (!outspend.txid) return <span className="tx-spent">{t`Spent`}</span>
  const { txid } = outspend
  const input = outspend.vin ?? '?'
  return (
    <Link
      className="tx-spent"
      to={networkPath(network, `/tx/${txid}`)}
      title={t`Spent by input ${input} of ${txid}`}
    >
      {outspend.status && !outspend.status.confirmed ? t`Spent (unconfirmed)` : t`Spent`}
    </Link>
  )
}

/** One output: where the coins go, their value, whether they are spent and, when open, the script. */
export function TxOutputRow({ place, vout, index, highlighted, details, outspend }: Props) {
  const pegout = 'pegout' in vout ? vout.pegout : undefined
  return (
    <li
      {...place}
      className="tx-row"
      data-testid="tx-output"
      data-index={index}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <div className="tx-row-main">
        <span className="tx-row-index">{index}</span>
        <span className="tx-row-who">
          <OutputTarget vout={vout} />
        </span>
        <span className="tx-row-type muted">{scriptTypeLabel(vout.scriptpubkey_type)}</span>
        <span className="tx-row-value">
          <TxValue vout={vout} />
        </span>
        <SpentMark vout={vout} outspend={outspend} />
      </div>
      {details ? (
        <dl className="tx-details">
          <ScriptField label={t`ScriptPubKey (asm)`} value={vout.scriptpubkey_asm} />
          <ScriptField label={t`ScriptPubKey (hex)`} value={vout.scriptpubkey} />
          {pegout ? (
            <ScriptField label={t`Peg-out script`} value={pegout.scriptpubkey_asm} />
          ) : null}
          {'asset' in vout && vout.asset ? (
            <AssetField label={t`Asset`} assetId={vout.asset} />
          ) : null}
        </dl>
      ) : null}
    </li>
  )
}
