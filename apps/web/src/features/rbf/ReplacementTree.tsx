import type { RbfTree } from '@outpoint/explorer-client'
import type { ReactNode } from 'react'
import { Amount } from '../../components/Amount'
import { TimeAgo } from '../../components/TimeAgo'
import { TxLink } from '../transaction/extras/TxLink'
import { useUnits } from '../units/useUnits'

/**
 * One replacement tree: the transaction that replaced at the root, what it replaced below it (a
 * replacement may take the place of several, each maybe a replacement itself).
 */
export function ReplacementTree({ tree }: { tree: RbfTree }) {
  const mined = tree.mined ?? tree.tx.mined
  return (
    <section className="rbf-tree" data-testid="rbf-tree" data-txid={tree.tx.txid}>
      <p className="rbf-tree-kind">
        <span className={tree.fullRbf ? 'rbf-badge rbf-badge-full' : 'rbf-badge'}>
          {tree.fullRbf ? 'Full RBF' : 'RBF'}
        </span>
        {mined ? <span className="rbf-badge rbf-badge-mined">Mined</span> : null}
      </p>
      <ul className="rbf-nodes">
        <RbfNode node={tree} />
      </ul>
    </section>
  )
}

function RbfNode({ node }: { node: RbfTree }) {
  const { tx } = node
  const mined = tx.mined ?? node.mined ?? false
  const units = useUnits()
  return (
    <li className="rbf-node" data-testid="rbf-node" data-txid={tx.txid}>
      <div className="rbf-node-card">
        <TxLink txid={tx.txid} />
        <dl className="rbf-node-facts">
          <Fact term="Fee rate" testId="rbf-node-rate">
            {units.feeRate(tx.fee / tx.vsize)}
          </Fact>
          <Fact term="Size">{units.size(tx.vsize)}</Fact>
          <Fact term="Value">
            <Amount sats={tx.value} />
          </Fact>
          <Fact term="Seen">
            <TimeAgo time={node.time} />
          </Fact>
          <Fact term="Signals RBF" testId="rbf-node-signals">
            {tx.rbf === false ? 'No' : 'Yes'}
          </Fact>
          <Fact term="Status" testId="rbf-node-status">
            {mined ? 'Mined' : 'Not mined'}
          </Fact>
        </dl>
      </div>
      {node.replaces.length > 0 ? (
        <ul className="rbf-nodes" aria-label={`Replaced by ${tx.txid}`}>
          {node.replaces.map((child) => (
            <RbfNode key={child.tx.txid} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function Fact(props: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd data-testid={props.testId}>{props.children}</dd>
    </div>
  )
}
