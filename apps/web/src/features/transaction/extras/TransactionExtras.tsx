import type { Transaction } from '@outpoint/explorer-client'
import { RawHex } from './RawHex'

/** What the transaction page shows below inputs and outputs: flow, replacements, relatives, proof, hex. */
export function TransactionExtras({ tx }: { tx: Transaction }) {
  return (
    <div className="tx-extras" data-testid="tx-extras">
      <RawHex tx={tx} />
    </div>
  )
}
