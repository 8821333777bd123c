import { plural, t } from '@lingui/core/macro'
import type { LiquidNetwork } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { ErrorNote } from '../../components/errors/ErrorNote'
import { PageTitle } from '../../components/PageTitle'
import { Coins } from './Coins'
import { MaybeLink } from './MaybeLink'
import { parentNetwork } from './parentNetwork'
import { addressPath } from './paths'
import { addressesOptions, expiredUtxosOptions } from './queries'
import { useAuditLive } from './useAuditLive'
import { useLiquidClient } from './useLiquidClient'

/** `/audit/wallet/addresses`: the federation's Bitcoin addresses, largest balance first. */
export default function AddressesPage() {
  useAuditLive()
  const client = useLiquidClient()
  const network = useNetwork() as LiquidNetwork
  const bitcoin = parentNetwork(network)
  const addresses = useQuery(addressesOptions(client))
  const expired = useQuery(expiredUtxosOptions(client))
  const failed = addresses.isError ? addresses : expired.isError ? expired : undefined
  const expiredAt = new Map<string, number>()
  for (const utxo of expired.data ?? []) {
    expiredAt.set(utxo.bitcoinaddress, (expiredAt.get(utxo.bitcoinaddress) ?? 0) + 1)
  }
  return (
    <div className="page la-page" data-testid="addresses-page">
      <PageTitle>{t`Federation addresses`}</PageTitle>
      <h1>{t`Federation addresses`}</h1>
      <p>
        <Link to={networkPath(network, '/audit')}>{t`Back to the peg audit`}</Link>
      </p>
      {failed ? (
        <ErrorNote
          what={t`Could not load the federation's addresses`}
          error={failed.error}
          retry={() => void failed.refetch()}
          testId="addresses-error"
        />
      ) : !addresses.data || !expired.data ? (
        <p className="muted">{t`Loading the federation's addresses…`}</p>
      ) : (
        <>
          <p data-testid="addresses-summary">
            {plural(addresses.data.length, {
              one: '# address holds the reserves.',
              other: '# addresses hold the reserves.',
            })}
          </p>
          <div className="la-scroll">
            <table className="db-table la-table" data-testid="addresses-table">
              <thead>
                <tr>
                  <th scope="col">{t`Address`}</th>
                  <th scope="col" className="db-num">
                    {t`Balance`}
                  </th>
                  <th scope="col">{t`Expired outputs`}</th>
                </tr>
              </thead>
              <tbody>
                {addresses.data.map((a) => {
                  const stale = expiredAt.get(a.bitcoinaddress) ?? 0
                  return (
                    <tr
                      key={a.bitcoinaddress}
                      data-testid="address-row"
                      className={stale ? 'la-expired' : undefined}
                    >
                      <td className="la-id">
                        <MaybeLink to={addressPath(bitcoin, a.bitcoinaddress)}>
                          {a.bitcoinaddress}
                        </MaybeLink>
                      </td>
                      <td className="db-num">
                        <Coins sats={a.balance} />
                      </td>
                      <td>
                        {stale
                          ? plural(stale, { one: '# expired output', other: '# expired outputs' })
                          : t({ message: 'None', context: 'no expired outputs' })}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
