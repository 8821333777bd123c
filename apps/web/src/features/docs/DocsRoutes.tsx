import { Route, Routes } from 'react-router'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import ApiRedirect from './ApiRedirect'
import RestDocsPage from './RestDocsPage'
import WebsocketDocsPage from './WebsocketDocsPage'
import './docs.css'

/** `/docs/*`: the REST and websocket API pages; `/docs` itself leads to the REST one. */
export default function DocsRoutes() {
  return (
    <Routes>
      <Route index element={<ApiRedirect />} />
      <Route path="api" element={<ApiRedirect />} />
      <Route path="api/rest" element={<RestDocsPage />} />
      <Route path="api/websocket" element={<WebsocketDocsPage />} />
      <Route
        path="*"
        element={
          <NoticePage title="No such documentation page" testId="docs-not-found">
            <PageTitle>No such documentation page</PageTitle>
            The API documentation has two pages: REST (/docs/api/rest) and WebSocket
            (/docs/api/websocket).
          </NoticePage>
        }
      />
    </Routes>
  )
}
