import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { DecodedTransaction } from '@outpoint/explorer-client/tx'
import { Amount } from '../../components/Amount'
import { AddressLink } from '../transaction/AddressLink'
import { FeeRate } from '../units/FeeRate'
import { DecodedLayout } from './DecodedLayout'
import { type KnownPrevout, usePrevouts } from './usePrevouts'

/**
 * A decoded transaction before it is sent: ids, sizes, what it spends (amount and address) and pays, and its
 * fee when known. `known` are spent outputs the paste itself carries (a PSBT's), not looked up.
 */
export function DecodedView({
  tx,
  known,
}: {
  tx: DecodedTransaction
  known?: readonly (KnownPrevout | undefined)[]
}) {
  const prevouts = usePrevouts(tx, known)
  const total = tx.outputs.reduce((n, o) => n + o.value, 0)
  const outputCount = tx.outputs.length
  return (
    <DecodedLayout
      tx={tx}
      sizeNote={tx.segwit ? ' (segwit)' : ''}
      fee={
        prevouts.fee !== undefined && prevouts.feeRate !== undefined ? (
          <>
            <Amount sats={prevouts.fee} /> (<FeeRate satPerVb={prevouts.feeRate} />)
          </>
        ) : prevouts.tooMany ? (
          t`not computed: too many previous transactions to fetch`
        ) : prevouts.failed.length || prevouts.missing.length ? (
          t`unknown: some spent outputs are not known to the data service`
        ) : (
          t`looking up the spent outputs…`
        )
      }
      outputsHeading={
        <Trans comment="heading: the outputs, their count and their total amount">
          Outputs ({outputCount}, <Amount sats={total} />)
        </Trans>
      }
      inputExtra={(input, i) => (
        <>
          {' '}
          {prevouts.inputs[i] !== undefined && <Amount sats={prevouts.inputs[i]} />}
          {prevouts.addresses[i] ? (
            <>
              {' '}
              <AddressLink address={prevouts.addresses[i]} />
            </>
          ) : (
            known?.[i] && <span className="mono muted"> {known[i].scriptPubKey}</span>
          )}
          {prevouts.missing.includes(i) && (
            <span className="broadcast-warn"> {t`no such output`}</span>
          )}
          {prevouts.failed.includes(input.txid) && (
            <span className="broadcast-warn"> {t`previous transaction not found`}</span>
          )}
        </>
      )}
      output={(output) => (
        <>
          <Amount sats={output.value} /> <span className="mono muted">{output.scriptPubKey}</span>
        </>
      )}
    />
  )
}
