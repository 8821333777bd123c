import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { formatInteger } from '../../format/number'
import type { LostTx } from './txQueries'

/**
 * A transaction the page showed that the service no longer knows: confirmed, its chain changed under it
 * (a reorganisation, or a service restarted with another history); unconfirmed, it left the mempool.
 * The page does not count confirmations of what is no longer there, and keeps watching for it.
 */
export function TxLost({ lost }: { lost: LostTx }) {
  const network = useNetwork()
  if (lost.was === 'unconfirmed') {
    return (
      <>
        <h2>{t`No longer in the mempool`}</h2>
        <p>
          {t`The data service had this transaction unconfirmed and no longer knows it: it left the mempool (evicted, conflicting with a confirmed one, or the service restarted without it). It will not confirm unless it is broadcast again.`}
        </p>
      </>
    )
  }
  const height = lost.height === undefined ? undefined : formatInteger(lost.height)
  const blockPath = networkPath(network, `/block/${lost.hash ?? lost.height}`)
  return (
    <>
      <h2>{t`No longer in the chain`}</h2>
      <p>
        {height === undefined ? (
          t`This transaction was confirmed in a block, but the data service no longer knows it: the chain changed under it (a reorganisation, or a service restarted with another history).`
        ) : (
          <Trans>
            This transaction was confirmed in <Link to={blockPath}>block {height}</Link>, but the
            data service no longer knows it: the chain changed under it (a reorganisation, or a
            service restarted with another history).
          </Trans>
        )}{' '}
        {t`Its confirmations no longer count. A coinbase of a replaced block is gone for good; another transaction comes back when a block or the mempool holds it again.`}
      </p>
    </>
  )
}
