import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useNetwork } from '../../../app/useNetwork'
import { useExplorerClient } from '../../../queries/client'
import { lightningPaths } from '../paths'
import { ispQuery } from '../queries'
import { BadParam } from './BadParam'
import { isAsnList, ispNodeTotals } from './isp'
import { ListedNodes } from './ListedNodes'
import '../../dashboard/dashboard.css'
import '../lightning.css'
import { PageTitle } from '../../../components/PageTitle'

/** `/lightning/nodes/isp/:isp`: the nodes an ISP hosts, given by its AS number(s). */
export default function IspPage() {
  const isp = useParams().isp ?? ''
  if (!isAsnList(isp)) {
    return (
      <BadParam
        title={t`Not a valid ISP id`}
        message={t`“${isp}” is not an AS number (digits), or several separated by commas.`}
      />
    )
  }
  return <Isp asns={isp} />
}

function Isp({ asns }: { asns: string }) {
  const network = useNetwork()
  const { data } = useSuspenseQuery(ispQuery(useExplorerClient(), asns))
  const name = data.isp || `AS${asns}`
  return (
    <div className="ln-page" data-testid="ln-isp">
      <PageTitle>{t`Lightning nodes on ${name}`}</PageTitle>
      <h1 id="ln-title">{t`Lightning nodes on ${name}`}</h1>
      <p className="muted">AS{asns.split(',').join(', AS')}</p>
      <nav className="ln-links" aria-label="Lightning">
        <Link to={lightningPaths.ispRanking(network)}>{t`All ISPs`}</Link>
        <Link to={lightningPaths.home(network)}>{t`Lightning dashboard`}</Link>
      </nav>
      <ListedNodes nodes={data.nodes} testId="ln-isp-nodes" note={i18n._(ispNodeTotals)} />
    </div>
  )
}
