import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { CpfpRelative, Transaction } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Amount } from '../../../components/Amount'
import { useExplorerClient } from '../../../queries/client'
import { FeeRate } from '../../units/FeeRate'
import { cpfpQueryOptions } from '../txQueries'
import { TxLink } from './TxLink'

function Relatives({
  title,
  list,
  testId,
}: {
  title: string
  list: CpfpRelative[]
  testId: string
}) {
  if (list.length === 0) return null
  return (
    <>
      <h3>{title}</h3>
      <ul className="tx-extras-list" data-testid={testId}>
        {list.map((relative) => (
          <li key={relative.txid}>
            <TxLink txid={relative.txid} />{' '}
            <span className="muted">
              <Amount sats={relative.fee} />,{' '}
              <FeeRate satPerVb={relative.fee / Math.max(relative.weight / 4, 1)} />
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Child-pays-for-parent: the unconfirmed ancestors and descendants that set this transaction's effective rate. */
export function CpfpRelatives({ tx }: { tx: Transaction }) {
  const client = useExplorerClient()
  const coinbase = tx.vin.some((vin) => vin.is_coinbase)
  const cpfp = useQuery({ ...cpfpQueryOptions(client, tx.txid), enabled: !coinbase }).data
  if (!cpfp) return null
  const descendants = cpfp.descendants ?? []
  const best = cpfp.bestDescendant
  if (cpfp.ancestors.length === 0 && descendants.length === 0 && !best) return null
  return (
    <section className="tx-extras-card" data-testid="tx-cpfp">
      <h2>{t`Related transactions (CPFP)`}</h2>
      {cpfp.effectiveFeePerVsize != null && (
        <p>
          <Trans>
            Effective fee rate:{' '}
            <strong data-testid="tx-cpfp-effective">
              <FeeRate satPerVb={cpfp.effectiveFeePerVsize} />
            </strong>
          </Trans>
        </p>
      )}
      <Relatives title={t`Ancestors`} list={cpfp.ancestors} testId="tx-cpfp-ancestors" />
      <Relatives title={t`Descendants`} list={descendants} testId="tx-cpfp-descendants" />
      {best && !descendants.some((d) => d.txid === best.txid) && (
        <Relatives title={t`Best descendant`} list={[best]} testId="tx-cpfp-best" />
      )}
    </section>
  )
}
