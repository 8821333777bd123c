import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Suspense } from 'react'
import { Link, Navigate, NavLink, Route, Routes } from 'react-router'
import { networkLabels, networkPath } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { NoticePage } from '../../components/NoticePage'
import { PageTitle } from '../../components/PageTitle'
import { NotFoundPage } from '../../routes/NotFoundPage'
import {
  type GraphGroup,
  type GraphSpec,
  graphGroups,
  graphs,
  groupName,
  groupOn,
} from './graphList'
import '../dashboard/dashboard.css'
import '../mining/mining.css'
import './graphs.css'

const groups = graphGroups

/** The menu of the charts this network has, by group; the shown one is marked current. */
function GraphsMenu() {
  const network = useNetwork()
  return (
    <nav className="gr-menu" aria-label={t`Charts`}>
      {groups
        .filter((group) => groupOn(group, network))
        .map((group) => {
          const items = graphs.filter((graph) => graph.group === group)
          if (items.length === 0) return null
          return (
            <div key={group} className="gr-menu-group">
              <span className="gr-menu-name">{groupName(group)}</span>
              <ul>
                {items.map((graph) => (
                  <li key={graph.path}>
                    <NavLink to={networkPath(network, `/graphs/${graph.path}`)}>
                      {i18n._(graph.title)}
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
  const title = i18n._(graph.title)
  return (
    <div className="page gr-page" data-testid="graph-page" data-graph={graph.path}>
      <PageTitle>{t`${title} · Graphs`}</PageTitle>
      <h1>{title}</h1>
      <GraphsMenu />
      <Suspense fallback={<p className="muted">{t`Loading the chart…`}</p>}>
        <Page />
      </Suspense>
    </div>
  )
}

/** A chart of a group this network has no data for (mining on Liquid, prices on a testnet). */
function NotOnThisNetwork({ graph }: { graph: GraphSpec }) {
  const network = useNetwork()
  const name = networkLabels[network]
  const title = i18n._(graph.title)
  const notHere = notHereTexts(graph.group, name)
  return (
    <NoticePage
      title={notHere.title}
      testId="graph-not-here"
      back={
        <>
          <Link to={networkPath('main', `/graphs/${graph.path}`)}>{t`${title} on Bitcoin`}</Link>
          {' · '}
          <Link to={networkPath(network, '/graphs')}>{t`${name} charts`}</Link>
        </>
      }
    >
      <PageTitle>{title}</PageTitle>
      {notHere.text}
    </NoticePage>
  )
}

/** The notice's title and sentence for a group of charts `name` (a network) has no data for. */
function notHereTexts(group: GraphGroup, name: string): { title: string; text: string } {
  switch (group) {
    case 'mempool':
      return {
        title: t`No mempool charts for ${name}`,
        text: t`The service keeps no mempool figures for ${name}.`,
      }
    case 'mining':
      return {
        title: t`No mining charts for ${name}`,
        text: t`The service keeps no mining figures for ${name}.`,
      }
    case 'lightning':
      return {
        title: t`No lightning charts for ${name}`,
        text: t`The service keeps no lightning figures for ${name}.`,
      }
    case 'price':
      return {
        title: t`No price charts for ${name}`,
        text: t`The service keeps no price figures for ${name}.`,
      }
  }
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
          first ? <Navigate replace to={first.path} /> : <NotFoundPage reason={t`No charts yet.`} />
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
      <Route path="*" element={<NotFoundPage reason={t`No such chart.`} />} />
    </Routes>
  )
}
