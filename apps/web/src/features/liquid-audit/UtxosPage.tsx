import { plural, t } from '@lingui/core/macro'
import type { FederationUtxo, LiquidNetwork } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { formatInteger } from '../../format/number'
import { Coins } from './Coins'
import { MaybeLink } from './MaybeLink'
import { blocksToExpiry, expiringWithin } from './model'
import { parentNetwork } from './parentNetwork'
import { addressPath, txPath } from './paths'
import { auditStatusOptions, expiredUtxosOptions, utxosOptions } from './queries'
import { useAuditLive } from './useAuditLive'
import { useLiquidClient } from './useLiquidClient'

/** `/audit/wallet/utxos`: the outputs the federation holds on Bitcoin, then the expired ones, marked. */
export default function UtxosPage() {
  useAuditLive()
  const client = useLiquidClient()
  const network = useNetwork()
  const held = useQuery(utxosOptions(client))
  const expired = useQuery(expiredUtxosOptions(client))
  const status = useQuery(auditStatusOptions(client))
  const failed = held.isError ? held : expired.isError ? expired : undefined
  return (
    <div className="page la-page" data-testid="utxos-page">
      <PageTitle>{t`Federation outputs`}</PageTitle>
      <h1>{t`Federation outputs`}</h1>
      <p>
        <Link to={networkPath(network, '/audit')}>{t`Back to the peg audit`}</Link>
      </p>
      {failed ? (
        <ErrorNote
          what={t`Could not load the federation's outputs`}
          error={failed.error}
          retry={() => void failed.refetch()}
          testId="utxos-error"
        />
      ) : !held.data || !expired.data ? (
        <p className="muted">{t`Loading the federation's outputs…`}</p>
      ) : (
        <>
          <p data-testid="utxos-summary">
            <UtxosSummary held={held.data.length} expired={expired.data.length} />
          </p>
          {status.isError ? (
            <ErrorNote
              what={t`Could not load the last audited Bitcoin block, which the timelocks count from`}
              error={status.error}
              retry={() => void status.refetch()}
              testId="utxos-status-error"
            />
          ) : null}
          <UtxosTable
            held={held.data}
            expired={expired.data}
            lastBlockAudit={status.isError ? 'unknown' : status.data?.lastBlockAudit}
          />
        </>
      )}
    </div>
  )
}

/** How many outputs are held and expired, and which count as expiring soon. */
function UtxosSummary({ held, expired }: { held: number; expired: number }) {
  const within = formatInteger(expiringWithin)
  const heldOutputs = plural(held, { one: '# output held', other: '# outputs held' })
  return plural(expired, {
    one: `${heldOutputs}, # output expired (past their timelock, which the emergency keys may spend). Outputs whose timelock ends within ${within} blocks are marked as expiring soon.`,
    other: `${heldOutputs}, # outputs expired (past their timelock, which the emergency keys may spend). Outputs whose timelock ends within ${within} blocks are marked as expiring soon.`,
  })
}

function UtxosTable(props: {
  held: readonly FederationUtxo[]
  expired: readonly FederationUtxo[]
  /** The last audited Bitcoin block; undefined while it loads, `unknown` when it could not be loaded. */
  lastBlockAudit: number | 'unknown' | undefined
}) {
  const network = useNetwork() as LiquidNetwork
  const bitcoin = parentNetwork(network)
  const rows = [
    ...props.held.map((utxo) => ({ utxo, expired: false })),
    ...props.expired.map((utxo) => ({ utxo, expired: true })),
  ]
  const expiry = (utxo: FederationUtxo, expired: boolean) => {
    if (expired) return t({ message: 'Expired', context: 'an output past its timelock' })
    if (props.lastBlockAudit === 'unknown') return t`Unknown`
    if (props.lastBlockAudit === undefined) return '…'
    const left = blocksToExpiry(utxo, props.lastBlockAudit)
    const text = plural(left, { one: 'in # block', other: 'in # blocks' })
    return left <= expiringWithin ? t`Expiring soon: ${text}` : text
  }
  return (
    <div className="la-scroll">
      <table className="db-table la-table" data-testid="utxos-table">
        <thead>
          <tr>
            <th scope="col">{t`Output`}</th>
            <th scope="col">{t`Address`}</th>
            <th scope="col" className="db-num">
              {t`Amount`}
            </th>
            <th scope="col" className="db-num">
              {t`Bitcoin block`}
            </th>
            <th scope="col">{t`Peg-in`}</th>
            <th scope="col">{t`Timelock ends`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ utxo, expired }) => (
            <tr
              key={`${utxo.txid}:${utxo.txindex}`}
              data-testid={expired ? 'utxo-row-expired' : 'utxo-row'}
              className={expired ? 'la-expired' : undefined}
            >
              <td className="la-id">
                <MaybeLink to={txPath(bitcoin, utxo.txid)}>
                  {utxo.txid}:{utxo.txindex}
                </MaybeLink>
              </td>
              <td className="la-id">
                <MaybeLink to={addressPath(bitcoin, utxo.bitcoinaddress)}>
                  {utxo.bitcoinaddress}
                </MaybeLink>
              </td>
              <td className="db-num">
                <Coins sats={utxo.amount} />
              </td>
              <td className="db-num">{formatInteger(utxo.blocknumber)}</td>
              <td className="la-id">
                {utxo.pegtxid ? (
                  <MaybeLink to={txPath(network, utxo.pegtxid)}>{utxo.pegtxid}</MaybeLink>
                ) : (
                  <span className="muted">
                    {t({ message: 'Change', context: 'an output paid back to the federation' })}
                  </span>
                )}
              </td>
              <td>{expiry(utxo, expired)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
