import { t } from '@lingui/core/macro'
import { useLocation, useParams } from 'react-router'
import { rowTargetOf } from './model/rowTarget'
import { parseTxParam } from './model/txParam'
import { TransactionView } from './TransactionView'
import './page.css'
import { useNetwork } from '../../app/useNetwork'
import { CopyButton } from '../../components/CopyButton'
import { PageTitle } from '../../components/PageTitle'
import { WatchStar } from '../watch/WatchStar'

/**
 * `/tx/:txid`, `/tx/:txid:vout`, and `#vout=N` / `#vin=N` for one row (read again when only the hash
 * changes): a bad id gets a message saying what is wrong, and no request. */
export function TransactionPage() {
  const { id } = useParams()
  const param = parseTxParam(id)
  const { hash } = useLocation()
  const txid = param.ok ? param.txid : undefined
  const pasted = id ?? ''
  const network = useNetwork()
  return (
    <article className="page tx-page" data-testid="tx-page">
      <PageTitle>{txid ? t`Transaction ${txid}` : t`Transaction`}</PageTitle>
      <h1 className="tx-title">
        {t`Transaction`}
        {param.ok ? (
          <>
            <span className="tx-id tx-title-id">{param.txid}</span>
            <CopyButton
              text={param.txid}
              label={t({ message: 'transaction id', comment: 'what the copy button copies' })}
            />
            <WatchStar type="transaction" network={network} id={param.txid} />
          </>
        ) : null}
      </h1>
      {param.ok ? (
        <TransactionView key={param.txid} txid={param.txid} row={rowTargetOf(hash, param.vout)} />
      ) : (
        <p className="tx-invalid" role="alert" data-testid="tx-invalid">
          {t`“${pasted}” is not a transaction id.`} {param.reason}
        </p>
      )}
    </article>
  )
}

export default TransactionPage
