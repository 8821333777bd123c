import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { Amount } from '../../components/Amount'
import { CopyButton } from '../../components/CopyButton'
import { formatCount } from '../dashboard/model/format'
import type { KeyNetwork } from './model/networks'
import type { ScanResult } from './model/scan'
import type { WalletSummary } from './model/summary'

/** The scanned wallet: balance, next receive address, merged history and UTXOs. */
export function WalletResults({
  network,
  scan,
  summary,
}: {
  network: KeyNetwork
  scan: ScanResult
  summary: WalletSummary
}) {
  const checked = formatCount(scan.checked.reduce((a, b) => a + b, 0))
  const used = formatCount(summary.usedAddresses)
  return (
    <section className="wallet-view-results" data-testid="wallet-view-results">
      <dl className="wallet-view-balance">
        <dt>{t`Confirmed balance`}</dt>
        <dd data-testid="wallet-view-confirmed">
          <Amount sats={summary.confirmed} />
        </dd>
        <dt>{t`Unconfirmed`}</dt>
        <dd data-testid="wallet-view-unconfirmed">
          <Amount sats={summary.unconfirmed} />
        </dd>
        <dt>{t`Addresses`}</dt>
        <dd data-testid="wallet-view-counts">{t`Used: ${used}, checked: ${checked}`}</dd>
        <dt>{t`Next unused receive address`}</dt>
        <dd data-testid="wallet-view-next">
          <Link className="hash" to={networkPath(network, `/address/${scan.nextReceiveAddress}`)}>
            {scan.nextReceiveAddress}
          </Link>{' '}
          <CopyButton text={scan.nextReceiveAddress} label={t`Copy the address`} />
        </dd>
      </dl>
      <h2>{t`Transactions`}</h2>
      {summary.history.length ? (
        <table className="wallet-view-table" data-testid="wallet-view-history">
          <thead>
            <tr>
              <th scope="col">{t`Transaction`}</th>
              <th scope="col">{t`Block`}</th>
              <th scope="col">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {summary.history.map((tx) => (
              <tr key={tx.txid} data-testid="wallet-view-tx" data-txid={tx.txid}>
                <td>
                  <Link className="hash" to={networkPath(network, `/tx/${tx.txid}`)}>
                    {tx.txid}
                  </Link>
                </td>
                <td>
                  {tx.status.confirmed && tx.status.block_height !== undefined
                    ? formatCount(tx.status.block_height)
                    : t`Unconfirmed`}
                </td>
                <td data-testid="wallet-view-tx-net" className={tx.net < 0 ? 'sent' : 'received'}>
                  <Amount sats={tx.net} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t`No transactions yet.`}</p>
      )}
      <h2>{t`Unspent outputs`}</h2>
      {summary.utxos.length ? (
        <table className="wallet-view-table" data-testid="wallet-view-utxos">
          <thead>
            <tr>
              <th scope="col">{t`Output`}</th>
              <th scope="col">{t`Address`}</th>
              <th scope="col">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {summary.utxos.map((u) => (
              <tr key={`${u.txid}:${u.vout}`}>
                <td>
                  <Link className="hash" to={networkPath(network, `/tx/${u.txid}`)}>
                    {`${u.txid}:${u.vout}`}
                  </Link>
                </td>
                <td>
                  <Link className="hash" to={networkPath(network, `/address/${u.address}`)}>
                    {u.address}
                  </Link>
                </td>
                <td>
                  <Amount sats={u.value} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t`No unspent outputs.`}</p>
      )}
    </section>
  )
}
