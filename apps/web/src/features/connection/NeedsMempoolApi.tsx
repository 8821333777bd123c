import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import { useServiceKind } from '../../queries/serviceKind'

/**
 * A page that reads mempool's own routes (`/api/v1`): on a service with only the Esplora routes it says
 * so, instead of a page of failed requests.
 */
export function NeedsMempoolApi({ title, children }: { title: string; children: ReactNode }) {
  if (useServiceKind() !== 'esplora') return children
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <NoticePage title={title} testId="needs-mempool-api">
        {t`${title} needs mempool's own routes (/api/v1), which this data service does not have: it has only the Esplora routes. Choose another data service in the settings to see it.`}
      </NoticePage>
    </>
  )
}
