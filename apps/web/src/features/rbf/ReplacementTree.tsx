import { t } from '@lingui/core/macro'
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
          {tree.fullRbf ? t`Full RBF` : t({ message: 'RBF', comment: 'Replace-by-fee' })}
        </span>
        {mined ? (
          <span className="rbf-badge rbf-badge-mined">
            {t({ message: 'Mined', comment: 'a transaction is in a block' })}
          </span>
        ) : null}
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
  const txid = tx.txid
  return (
    <li className="rbf-node" data-testid="rbf-node" data-txid={tx.txid}>
      <div className="rbf-node-card">
        <TxLink txid={tx.txid} />
        <dl className="rbf-node-facts">
          <Fact term={t`Fee rate`} testId="rbf-node-rate">
            {units.feeRate(tx.fee / tx.vsize)}
          </Fact>
          <Fact term={t({ message: 'Size', comment: "a transaction's size" })}>
            {units.size(tx.vsize)}
          </Fact>
          <Fact term={t({ message: 'Value', comment: 'the amount a transaction moves' })}>
            <Amount sats={tx.value} />
          </Fact>
          <Fact term={t({ message: 'Seen', comment: 'when a replacement was seen' })}>
            <TimeAgo time={node.time} />
          </Fact>
          <Fact term={t`Signals RBF`} testId="rbf-node-signals">
            {tx.rbf === false ? t`No` : t`Yes`}
          </Fact>
          <Fact term={t`Status`} testId="rbf-node-status">
            {mined
              ? t({ message: 'Mined', comment: 'a transaction is in a block' })
              : t({ message: 'Not mined', comment: 'a transaction is not in a block yet' })}
          </Fact>
        </dl>
      </div>
      {node.replaces.length > 0 ? (
        <ul className="rbf-nodes" aria-label={t`Replaced by ${txid}`}>
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
