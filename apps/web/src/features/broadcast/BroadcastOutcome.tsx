import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { HttpRequestError } from '@outpoint/explorer-client'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { describeError } from '../../components/errors/describeError'
import { explainRefusal } from './refusal'
import type { useBroadcast } from './useBroadcast'

/** What came of a broadcast: the txid as a link, or the refusal in words with the node's own text. */
export function BroadcastOutcome({ send }: { send: ReturnType<typeof useBroadcast> }) {
  const network = useNetwork()
  if (send.isSuccess) {
    const txid = send.data
    const txPath = networkPath(network, `/tx/${txid}`)
    return (
      <p className="broadcast-ok" role="status" data-testid="broadcast-success">
        <Trans comment="txid: the id of the transaction just broadcast">
          Broadcast. Transaction{' '}
          <Link className="mono" to={txPath}>
            {txid}
          </Link>
        </Trans>
      </p>
    )
  }
  return send.isError ? <Refusal error={send.error} /> : null
}

/** A refused broadcast: what it means when the reason is a common one, and the node's words as they came. */
function Refusal({ error }: { error: unknown }) {
  const said =
    error instanceof HttpRequestError
      ? error.body || `HTTP ${error.status}`
      : describeError(error).message
  const meaning = error instanceof HttpRequestError ? explainRefusal(said) : undefined
  return (
    <div className="broadcast-error" role="alert" data-testid="broadcast-rejected">
      <p>
        {meaning
          ? t`The data service refused the transaction:`
          : t`The data service refused the transaction. It said:`}
      </p>
      {meaning ? (
        <>
          <p data-testid="broadcast-refusal-meaning">{meaning}</p>
          <p className="muted">{t`The node said:`}</p>
        </>
      ) : null}
      <pre className="mono">{said}</pre>
    </div>
  )
}
