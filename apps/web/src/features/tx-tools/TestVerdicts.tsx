import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { Amount } from '../../components/Amount'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { useUnits } from '../units/useUnits'
import type { useMempoolTest } from './useMempoolTest'
import { type Verdict, verdictOf } from './verdict'

/** What the node said of each tested transaction, in the order they were given. */
export function TestVerdicts({ test }: { test: ReturnType<typeof useMempoolTest> }) {
  if (test.isError)
    return (
      <ErrorNote
        what={t`Could not test the transactions`}
        error={test.error}
        testId="tx-test-failed"
      />
    )
  if (!test.data) return null
  return (
    <ol className="tx-verdicts" data-testid="tx-test-results" aria-label={t`Test results`}>
      {test.data.map((result, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a package may list one transaction twice; its place is its identity.
        <VerdictItem key={i} verdict={verdictOf(result)} />
      ))}
    </ol>
  )
}

const headline: Record<Verdict['kind'], MessageDescriptor> = {
  allowed: msg`Would be accepted`,
  rejected: msg({ message: 'Rejected', context: 'a tested transaction' }),
  package: msg`Package refused`,
  unchecked: msg({ message: 'Not checked', context: 'a tested transaction' }),
}

function VerdictItem({ verdict }: { verdict: Verdict }) {
  const network = useNetwork()
  const units = useUnits()
  const said = 'said' in verdict ? verdict.said : undefined
  return (
    <li
      className={`tx-verdict tx-verdict-${verdict.kind}`}
      data-testid="tx-verdict"
      data-kind={verdict.kind}
    >
      <p>
        <strong>{i18n._(headline[verdict.kind])}</strong>{' '}
        <Link className="mono" to={networkPath(network, `/tx/${verdict.txid}`)}>
          {verdict.txid}
        </Link>
      </p>
      {verdict.kind === 'allowed' && (
        <p data-testid="tx-verdict-facts">
          {verdict.vsize !== undefined && <>{units.size(verdict.vsize)}</>}
          {verdict.fee !== undefined && (
            <>
              ,{' '}
              <Trans comment="the fee a tested transaction pays, and its amount">
                fee <Amount sats={verdict.fee} />
              </Trans>
            </>
          )}
          {verdict.feeRate !== undefined && <> ({units.feeRate(verdict.feeRate)})</>}
        </p>
      )}
      {(verdict.kind === 'rejected' || verdict.kind === 'package') && (
        <>
          <p data-testid="tx-verdict-words">{verdict.words}</p>
          {verdict.words !== verdict.said && (
            <p className="muted">
              <Trans comment="said: the node's own words, as it sent them">
                The node said: <span className="mono">{said}</span>
              </Trans>
            </p>
          )}
        </>
      )}
      {verdict.kind === 'unchecked' && (
        <p data-testid="tx-verdict-words">
          {t`The node stopped at another transaction of the package before checking this one.`}
        </p>
      )}
    </li>
  )
}
