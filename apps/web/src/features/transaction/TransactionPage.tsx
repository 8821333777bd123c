import { useParams } from 'react-router'
import { parseTxParam } from './model/txParam'
import { TransactionView } from './TransactionView'
import './page.css'
import { CopyButton } from '../../components/CopyButton'
import { PageTitle } from '../../components/PageTitle'

/** `/tx/:txid` and `/tx/:txid:vout`: a bad id gets a message saying what is wrong, and no request. */
export function TransactionPage() {
  const { id } = useParams()
  const param = parseTxParam(id)
  return (
    <article className="page tx-page" data-testid="tx-page">
      <PageTitle>{param.ok ? `Transaction ${param.txid}` : 'Transaction'}</PageTitle>
      <h1 className="tx-title">
        Transaction
        {param.ok ? (
          <>
            <span className="tx-id tx-title-id">{param.txid}</span>
            <CopyButton text={param.txid} label="transaction id" />
          </>
        ) : null}
      </h1>
      {param.ok ? (
        <TransactionView key={param.txid} txid={param.txid} vout={param.vout} />
      ) : (
        <p className="tx-invalid" role="alert" data-testid="tx-invalid">
          “{id}” is not a transaction id. {param.reason}
        </p>
      )}
    </article>
  )
}

export default TransactionPage
