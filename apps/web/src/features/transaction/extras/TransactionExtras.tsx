import './extras.css'
import type { Transaction } from '@outpoint/explorer-client'
import { CpfpRelatives } from './CpfpRelatives'
import { FlowDiagram } from './FlowDiagram'
import { MerkleCheck } from './MerkleCheck'
import { RawHex } from './RawHex'
import { RbfHistory } from './RbfHistory'

/** What the transaction page shows below inputs and outputs: flow, replacements, relatives, proof, hex. */
export function TransactionExtras({ tx }: { tx: Transaction }) {
  return (
    <div className="tx-extras" data-testid="tx-extras">
      <FlowDiagram tx={tx} />
      <RbfHistory tx={tx} />
      <CpfpRelatives tx={tx} />
      <MerkleCheck tx={tx} />
      <RawHex tx={tx} />
    </div>
  )
}
