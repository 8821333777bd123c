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
  if (vin.is_coinbase) return <span className="tx-label">Coinbase</span>
  if (isLiquidVin(vin) && vin.is_pegin) return <span className="tx-label">Peg-in</span>
  const address = vin.prevout?.scriptpubkey_address
  if (address) return <AddressLink address={address} />
  const type = vin.prevout?.scriptpubkey_type
  return <span className="tx-label">{type ? scriptTypeLabel(type) : 'Unknown output'}</span>
}

/** One input: where the coins come from, their value and, when details are open, scripts and witness. */
export function TxInputRow({ place, vin, index, highlighted, details }: Props) {
  const network = useNetwork()
  const issuance = isLiquidVin(vin) ? vin.issuance : undefined
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
            to={networkPath(network, `/tx/${vin.txid}:${vin.vout}`)}
            title={`Spends output ${vin.vout} of ${vin.txid}`}
            aria-label={`Previous output ${vin.txid}:${vin.vout}`}
          >
            ←
          </Link>
        )}
        <span className="tx-row-who">
          <InputSource vin={vin} />
          {issuance ? (
            <span className="tx-label">{issuance.is_reissuance ? 'Reissuance' : 'Issuance'}</span>
          ) : null}
        </span>
        <span className="tx-row-type muted">
          {vin.prevout ? scriptTypeLabel(vin.prevout.scriptpubkey_type) : ''}
        </span>
        <span className="tx-row-value">{vin.prevout ? <TxValue vout={vin.prevout} /> : null}</span>
      </div>
      {details ? (
        <dl className="tx-details">
          <ScriptField label="ScriptSig (asm)" value={vin.scriptsig_asm} />
          <ScriptField label="ScriptSig (hex)" value={vin.scriptsig} />
          {vin.witness?.length ? (
            <ScriptField label="Witness" value={vin.witness.join(' ')} />
          ) : null}
          <ScriptField label="P2SH redeem script" value={vin.inner_redeemscript_asm} />
          <ScriptField label="Witness script" value={vin.inner_witnessscript_asm} />
          <ScriptField
            label="nSequence"
            value={`0x${vin.sequence.toString(16).padStart(8, '0')}`}
          />
          <ScriptField label="Previous output script" value={vin.prevout?.scriptpubkey_asm} />
          {issuance ? <IssuanceFields issuance={issuance} /> : null}
        </dl>
      ) : null}
    </li>
  )
}
