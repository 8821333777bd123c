import type { Confidential, DecodedLiquidTransaction } from '@outpoint/explorer-client/tx'
import { Amount } from '../../components/Amount'
import { FeeRate } from '../units/FeeRate'
import { DecodedLayout } from './DecodedLayout'

function AmountOf({ value }: { value: Confidential<number> }) {
  if (value === null) return <span className="muted">no amount</span>
  return 'explicit' in value ? <Amount sats={value.explicit} /> : <span>confidential amount</span>
}

const assetText = (asset: Confidential<string>) =>
  asset === null ? 'no asset' : 'explicit' in asset ? asset.explicit : 'confidential asset'

/** A decoded Liquid transaction before it is sent: amounts and assets shown where explicit. */
export function LiquidDecodedView({ tx }: { tx: DecodedLiquidTransaction }) {
  const fee = tx.outputs.reduce(
    (n, o) => n + (o.fee && o.value && 'explicit' in o.value ? o.value.explicit : 0),
    0,
  )
  return (
    <DecodedLayout
      tx={tx}
      fee={
        <>
          <Amount sats={fee} /> (<FeeRate satPerVb={fee / tx.vsize} />)
        </>
      }
      outputsHeading={`Outputs (${tx.outputs.length})`}
      inputExtra={(input) => (
        <>
          {input.pegin && <span className="muted"> peg-in</span>}
          {input.issuance && <span className="muted"> issuance</span>}
        </>
      )}
      output={(output) => (
        <>
          {output.fee ? 'fee ' : ''}
          <AmountOf value={output.value} />{' '}
          <span className="mono muted">{assetText(output.asset)}</span>{' '}
          <span className="mono muted">{output.scriptPubKey}</span>
        </>
      )}
    />
  )
}
