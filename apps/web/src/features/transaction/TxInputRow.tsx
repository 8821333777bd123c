import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { IssuanceFields } from '../assets/IssuanceFields'
import { AddressLink } from './AddressLink'
import { scriptTypeLabel } from './model/features'
import { type AnyVin, isLiquidVin } from './model/types'
import type { RowPlace } from './RowList'
import { ScriptField } from './ScriptField'
import { TxValue } from './TxValue'

interface Props {
  /** Where the windowed list puts the row. */
  place: RowPlace
  vin: AnyVin
  index: number
  highlighted: boolean
  details: boolean
}

function InputSource({ vin }: { vin: AnyVin }) {
  if (vin.is_coinbase) return <span className="tx-label">{t`Coinbase`}</span>
  if (isLiquidVin(vin) && vin.is_pegin) return <span className="tx-label">{t`Peg-in`}</span>
  const address = vin.prevout?.scriptpubkey_address
  if (address) return <AddressLink address={address} />
  const type = vin.prevout?.scriptpubkey_type
  return <span className="tx-label">{type ? scriptTypeLabel(type) : t`Unknown output`}</span>
}

/** One input: where the coins come from, their value and, when details are open, scripts and witness. */
export function TxInputRow({ place, vin, index, highlighted, details }: Props) {
  const network = useNetwork()
  const issuance = isLiquidVin(vin) ? vin.issuance : undefined
  const { txid, vout } = vin
  return (
    <li
      {...place}
      className="tx-row"
      data-testid="tx-input"
      data-index={index}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <div className="tx-row-main">
        <span className="tx-row-index">{index}</span>
        {vin.is_coinbase ? null : (
          <Link
            className="tx-prev"
            to={networkPath(network, `/tx/${txid}:${vout}`)}
            title={t`Spends output ${vout} of ${txid}`}
            aria-label={t`Previous output ${txid}:${vout}`}
          >
            ←
          </Link>
        )}
        <span className="tx-row-who">
          <InputSource vin={vin} />
          {issuance ? (
            <span className="tx-label">{issuance.is_reissuance ? t`Reissuance` : t`Issuance`}</span>
          ) : null}
        </span>
        <span className="tx-row-type muted">
          {vin.prevout ? scriptTypeLabel(vin.prevout.scriptpubkey_type) : ''}
        </span>
        <span className="tx-row-value">{vin.prevout ? <TxValue vout={vin.prevout} /> : null}</span>
      </div>
      {details ? (
        <dl className="tx-details">
          <ScriptField label={t`ScriptSig (asm)`} value={vin.scriptsig_asm} />
          <ScriptField label={t`ScriptSig (hex)`} value={vin.scriptsig} />
          {vin.witness?.length ? (
            <ScriptField label={t`Witness`} value={vin.witness.join(' ')} />
          ) : null}
          <ScriptField label={t`P2SH redeem script`} value={vin.inner_redeemscript_asm} />
          <ScriptField label={t`Witness script`} value={vin.inner_witnessscript_asm} />
          <ScriptField
            label="nSequence"
            value={`0x${vin.sequence.toString(16).padStart(8, '0')}`}
          />
          <ScriptField label={t`Previous output script`} value={vin.prevout?.scriptpubkey_asm} />
          {issuance ? <IssuanceFields issuance={issuance} /> : null}
        </dl>
      ) : null}
    </li>
  )
}
