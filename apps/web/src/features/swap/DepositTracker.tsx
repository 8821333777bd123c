import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { getAddressTransactions } from '@outpoint/explorer-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { formatUnitsText } from '../../format/units'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { findDeposit } from './model/depositTx'

/** How often the deposit address is looked at again while no deposit is seen. */
export const waitingPollMs = 5_000

/**
 * Follows a BTC deposit live, from the mempool to its confirmation: the explorer's `track-address` feed
 * says when a payment to the deposit address arrives, confirms (its `block-transactions`) or is dropped;
 * each event refreshes the address's transactions, where the deposit is read from.
 */
export function DepositTracker({ address, expected }: { address: string; expected: bigint }) {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  const queryKey = explorerKey(client, 'swap-deposit', address)
  const txs = useQuery({
    queryKey,
    queryFn: ({ signal }) => getAddressTransactions(client, { address, signal }),
    // The feed only tells what happens after it has registered the address: a payment made between the
    // first look and that (the service has no acknowledgement to wait for) would go unseen. While no
    // deposit is seen, look again now and then.
    refetchInterval: (query) => (findDeposit(query.state.data, address) ? false : waitingPollMs),
  })
  useLiveTopic({ type: 'address', address }, (event) => {
    if (event.kind !== 'error') void queryClient.invalidateQueries({ queryKey })
  })
  const deposit = findDeposit(txs.data, address)
  const paid = deposit ? formatUnitsText(deposit.paid, 8) : ''
  const asked = formatUnitsText(expected, 8)

  const state = deposit ? (deposit.confirmed ? 'confirmed' : 'mempool') : 'waiting'
  const height = deposit?.blockHeight === undefined ? undefined : String(deposit.blockHeight)
  const txid = deposit?.txid ?? ''
  const txPath = `/tx/${txid}`
  return (
    <section
      className="swap-tracker"
      aria-live="polite"
      data-testid="swap-deposit-tracking"
      data-state={state}
    >
      <h2>{t`Your deposit on Bitcoin`}</h2>
      {!deposit ? (
        <p className="muted">
          {txs.isError
            ? t`The explorer could not look at the deposit address; it will try again when the live feed reports a payment.`
            : t`Waiting for a payment to the deposit address to appear in the mempool…`}
        </p>
      ) : (
        <>
          <p>
            {deposit.confirmed ? (
              height === undefined ? (
                <Trans comment="the deposit transaction">
                  Confirmed:{' '}
                  <Link to={txPath} className="mono swap-hash" data-testid="swap-deposit-tx">
                    {txid}
                  </Link>
                </Trans>
              ) : (
                <Trans comment="the deposit transaction">
                  Confirmed in block {height}:{' '}
                  <Link to={txPath} className="mono swap-hash" data-testid="swap-deposit-tx">
                    {txid}
                  </Link>
                </Trans>
              )
            ) : (
              <Trans comment="the deposit transaction">
                Seen in the mempool, waiting for a block:{' '}
                <Link to={txPath} className="mono swap-hash" data-testid="swap-deposit-tx">
                  {txid}
                </Link>
              </Trans>
            )}
          </p>
          {deposit.paid !== expected ? (
            <p className="swap-stale">
              {t`It paid ${paid} BTC, not the ${asked} BTC asked for: the service will refund it.`}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
