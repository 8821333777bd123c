import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { Confidential, DecodedLiquidTransaction } from '@outpoint/explorer-client/tx'
import { Amount } from '../../components/Amount'
import { FeeRate } from '../units/FeeRate'
import { DecodedLayout } from './DecodedLayout'

function AmountOf({ value }: { value: Confidential<number> }) {
  if (value === null) return <span className="muted">{t`no amount`}</span>
  return 'explicit' in value ? (
    <Amount sats={value.explicit} />
  ) : (
    <span>{t`confidential amount`}</span>
  )
}

const assetText = (asset: Confidential<string>) =>
  asset === null ? t`no asset` : 'explicit' in asset ? asset.explicit : t`confidential asset`

/** A decoded Liquid transaction before it is sent: amounts and assets shown where explicit. */
export function LiquidDecodedView({ tx }: { tx: DecodedLiquidTransaction }) {
  const fee = tx.outputs.reduce(
    (n, o) => n + (o.fee && o.value && 'explicit' in o.value ? o.value.explicit : 0),
    0,
  )
  const outputCount = tx.outputs.length
  return (
    <DecodedLayout
      tx={tx}
      fee={
        <>
          <Amount sats={fee} /> (<FeeRate satPerVb={fee / tx.vsize} />)
        </>
      }
      outputsHeading={t`Outputs (${outputCount})`}
      inputExtra={(input) => (
        <>
          {input.pegin && <span className="muted"> {t`peg-in`}</span>}
          {input.issuance && <span className="muted"> {t`issuance`}</span>}
        </>
      )}
      output={(output) => (
        <>
          {output.fee ? (
            <Trans comment="an output that pays the fee, and its amount">
              fee <AmountOf value={output.value} />
            </Trans>
          ) : (
            <AmountOf value={output.value} />
          )}{' '}
          <span className="mono muted">{assetText(output.asset)}</span>{' '}
          <span className="mono muted">{output.scriptPubKey}</span>
        </>
      )}
    />
  )
}
