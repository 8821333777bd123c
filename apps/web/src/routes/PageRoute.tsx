import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { networkLabels } from '../app/networks'
import { useNetwork } from '../app/useNetwork'
import { NeedsMempoolApi } from '../features/connection/NeedsMempoolApi'
import { NotFoundPage } from './NotFoundPage'
import type { PageSpec } from './pages'

/** A page of the table on the current network, or a 404 saying why when the network has no such page. */
export function PageRoute({ page }: { page: PageSpec }) {
  const network = useNetwork()
  const chain = isLiquidNetwork(network) ? 'liquid' : 'bitcoin'
  if (page.chain && page.chain !== chain) {
    const title = i18n._(page.title)
    const name = networkLabels[network]
    return <NotFoundPage reason={t`${title} pages do not exist on ${name}.`} />
  }
  const Page = page.component
  if (page.mempoolApi)
    return (
      <NeedsMempoolApi title={i18n._(page.title)}>
        <Page />
      </NeedsMempoolApi>
    )
  return <Page />
}
