import { Fragment, useState } from 'react'
import type { EndpointRow } from './endpointTable'
import { TryIt } from './TryIt'

/** One group's routes as a table (scrolling in its own box), each row with its "try it" below it. */
export function EndpointGroup(props: {
  title: string
  rows: readonly EndpointRow[]
  baseUrl: string
  examplesFor: (row: EndpointRow) => Record<string, string>
  /** Changes when the examples do, so an open form takes the new ones. */
  examplesVersion: number
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (key: string) =>
    setOpen((old) => {
      const next = new Set(old)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const slug = props.title.toLowerCase().replace(/[^a-z]+/g, '-')
  return (
    <section
      className="docs-group"
      aria-labelledby={`docs-${slug}`}
      data-testid={`docs-group-${slug}`}
    >
      <h2 id={`docs-${slug}`}>{props.title}</h2>
      <div className="docs-table-scroll">
        <table className="docs-table">
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Path</th>
              <th scope="col">Answers</th>
              <th scope="col">Networks</th>
              <th scope="col">
                <span className="visually-hidden">Try it</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const key = `${row.method} ${row.path}`
              const isOpen = open.has(key)
              return (
                <Fragment key={key}>
                  <tr data-testid="docs-row" data-path={row.path}>
                    <td>{row.method}</td>
                    <td>
                      <code>/api/{row.path}</code>
                      {row.query.length ? (
                        <code className="muted">?{row.query.map((q) => `${q}=`).join('&')}</code>
                      ) : null}
                    </td>
                    <td>{row.answers}</td>
                    <td>{row.networks}</td>
                    <td>
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        aria-label={`Try ${row.method} /api/${row.path}`}
                        onClick={() => toggle(key)}
                      >
                        {isOpen ? 'Close' : 'Try it'}
                      </button>
                    </td>
                  </tr>
                  {isOpen ? (
                    <tr className="docs-try-row">
                      <td colSpan={5}>
                        {row.method === 'POST' ? (
                          <p className="muted">
                            A POST sends a transaction to the service: try it from the app's
                            broadcast page, or with your own tool, not from here.
                          </p>
                        ) : (
                          <TryIt
                            key={props.examplesVersion}
                            row={row}
                            baseUrl={props.baseUrl}
                            examples={props.examplesFor(row)}
                          />
                        )}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
