import { Suspense } from 'react'
import { Link, Navigate, NavLink, Route, Routes } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import { NotFoundPage } from '../../routes/NotFoundPage'
import { type GraphGroup, type GraphSpec, graphs, groupNames, groupOn } from './graphList'
import '../dashboard/dashboard.css'
import '../mining/mining.css'
import './graphs.css'

const groups = Object.keys(groupNames) as GraphGroup[]

/** The menu of the charts this network has, by group; the shown one is marked current. */
function GraphsMenu() {
  const network = useNetwork()
  return (
    <nav className="gr-menu" aria-label="Charts">
      {groups
        .filter((group) => groupOn(group, network))
        .map((group) => {
          const items = graphs.filter((graph) => graph.group === group)
          if (items.length === 0) return null
          return (
            <div key={group} className="gr-menu-group">
              <span className="gr-menu-name">{groupNames[group]}</span>
              <ul>
                {items.map((graph) => (
                  <li key={graph.path}>
                    <NavLink to={networkPath(network, `/graphs/${graph.path}`)}>
                      {graph.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
    </nav>
  )
}

/** A chart page: its title, the menu, the chart (its code loaded on first visit). */
function GraphFrame({ graph }: { graph: GraphSpec }) {
  const Page = graph.component
  return (
    <div className="page gr-page" data-testid="graph-page" data-graph={graph.path}>
      <PageTitle>{`${graph.title} · Graphs`}</PageTitle>
      <h1>{graph.title}</h1>
      <GraphsMenu />
      <Suspense fallback={<p className="muted">Loading the chart…</p>}>
        <Page />
      </Suspense>
    </div>
  )
}

/** A chart of a group this network has no data for (mining on Liquid, prices on a testnet). */
function NotOnThisNetwork({ graph }: { graph: GraphSpec }) {
  const network = useNetwork()
  return (
    <NoticePage
      title={`No ${groupNames[graph.group].toLowerCase()} charts for ${networkLabels[network]}`}
      testId="graph-not-here"
      back={
        <>
          <Link to={networkPath('main', `/graphs/${graph.path}`)}>{graph.title} on Bitcoin</Link>
          {' · '}
          <Link to={networkPath(network, '/graphs')}>{networkLabels[network]} charts</Link>
        </>
      }
    >
      <PageTitle>{graph.title}</PageTitle>
      {`The service keeps no ${groupNames[graph.group].toLowerCase()} figures for ${networkLabels[network]}.`}
    </NoticePage>
  )
}

/**
 * Everything below `/graphs` (mempool.space's chart pages); `/graphs` itself opens the first chart, and
 * `/graphs/mining` or `/graphs/lightning` the first of that group.
 */
export default function GraphsRoutes() {
  const network = useNetwork()
  const first = graphs.find((graph) => groupOn(graph.group, network))
  return (
    <Routes>
      <Route
        index
        element={
          first ? <Navigate replace to={first.path} /> : <NotFoundPage reason="No charts yet." />
        }
      />
      {graphs.map((graph) => (
        <Route
          key={graph.path}
          path={graph.path}
          element={
            groupOn(graph.group, network) ? (
              <GraphFrame graph={graph} />
            ) : (
              <NotOnThisNetwork graph={graph} />
            )
          }
        />
      ))}
      {/* `/graphs/mining`, `/graphs/lightning`: the group's first chart. */}
      {groups.map((group) => {
        const opens = graphs.find((graph) => graph.group === group && graph.path.includes('/'))
        return (
          opens && (
            <Route
              key={group}
              path={group}
              element={<Navigate replace to={opens.path.slice(group.length + 1)} />}
            />
          )
        )
      })}
      <Route path="*" element={<NotFoundPage reason="No such chart." />} />
    </Routes>
  )
}
