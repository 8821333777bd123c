import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { getChannelsByTransactions } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { useExplorerClient } from '../../queries/client'
import { explorerKey } from '../../queries/keys'
import { hasLightning } from '../lightning/NoLightningHere'
import { isBitcoinClient } from '../lightning/node/queries'
import { channelMarks } from './model/channelMarks'

/**
 * The Lightning channels a transaction opens (outputs) or closes (inputs), linked to their pages. Asked
 * only on networks with a Lightning graph; says nothing when there are none or the service cannot tell.
 */
export function TxChannelMarks({ txid }: { txid: string }) {
  const client = useExplorerClient()
  const network = useNetwork()
  const enabled = hasLightning(network) && isBitcoinClient(client)
  const query = useQuery({
    queryKey: explorerKey(client, 'lightning', 'channels-of-tx', txid),
    queryFn: ({ signal }) =>
      isBitcoinClient(client)
        ? getChannelsByTransactions(client, { txids: [txid], signal })
        : Promise.resolve([]),
    enabled,
    staleTime: 5 * 60_000,
    // A service without Lightning answers 404: one try is enough for an extra.
    retry: false,
  })
  const marks = channelMarks(query.data?.[0])
  if (marks.length === 0) return null
  return (
    <section
      className="tx-features"
      data-testid="tx-channel-marks"
      aria-label={t`Lightning channels`}
    >
      {marks.map(({ side, index, channel }) => {
        const channelPath = networkPath(network, `/lightning/channel/${channel}`)
        return (
          <span
            key={`${side}-${index}`}
            className="tx-badge tx-badge-ok"
            data-testid={side === 'input' ? 'tx-channel-close' : 'tx-channel-open'}
          >
            {side === 'input' ? (
              <Trans>
                Input #{index} closes <Link to={channelPath}>channel {channel}</Link>
              </Trans>
            ) : (
              <Trans>
                Output #{index} opens <Link to={channelPath}>channel {channel}</Link>
              </Trans>
            )}
          </span>
        )
      })}
    </section>
  )
}
