import { t } from '@lingui/core/macro'
import { isLiquidNetwork } from '@outpoint/explorer-client'
import { Route, Routes } from 'react-router'
import { useNetwork } from '../../app/useNetwork'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { RouteBoundary } from '../../routes/RouteBoundary'
import AddressesPage from './AddressesPage'
import AuditPage from './AuditPage'
import { NoAuditHere } from './NoAuditHere'
import PegsPage from './PegsPage'
import UtxosPage from './UtxosPage'
import './audit.css'

// The Liquid dashboard's peg card comes from this chunk too: one chunk for the whole audit, so `/`
// carries a single name for it in its preload table.
export { default as DashboardPegs } from './DashboardPegs'

/** Everything below `/audit` (the route table's `audit/*` entry): the peg audit of a Liquid network. */
export default function AuditRoutes() {
  if (!isLiquidNetwork(useNetwork())) return <NoAuditHere />
  return (
    <RouteBoundary>
      <Routes>
        <Route index element={<AuditPage />} />
        <Route path="pegs" element={<PegsPage />} />
        <Route path="pegs/:page" element={<PegsPage />} />
        <Route path="wallet/utxos" element={<UtxosPage />} />
        <Route path="wallet/addresses" element={<AddressesPage />} />
        <Route path="*" element={<NotFoundPage reason={t`No such peg audit page.`} />} />
      </Routes>
    </RouteBoundary>
  )
}
