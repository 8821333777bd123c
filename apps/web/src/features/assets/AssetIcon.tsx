import type { ExplorerClient, LiquidNetwork } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { Identicon } from '../../components/Identicon'
import { useExplorerClient } from '../../queries/client'
import { iconIdsOptions, iconOptions } from './queries'

/**
 * An asset's icon from the service (`/v1/asset/:id/icon`) when it lists one, else (or while it loads,
 * or when it fails) a picture derived from the id.
 */
export function AssetIcon({ id, label, size = 32 }: { id: string; label: string; size?: number }) {
  const client = useExplorerClient() as ExplorerClient<LiquidNetwork>
  const ids = useQuery(iconIdsOptions(client))
  const icon = useQuery({ ...iconOptions(client, id), enabled: ids.data?.has(id) === true })
  return (
    <span className="asset-icon" data-testid="asset-icon" data-has-icon={icon.data ? 'yes' : 'no'}>
      <Identicon id={id} label={label} size={size} {...(icon.data ? { src: icon.data } : {})} />
    </span>
  )
}
