import { t } from '@lingui/core/macro'
import { Link } from 'react-router'
import { pageLinks } from './format'

/**
 * Page links as plain links, so each page has its own URL. `href` writes a page's link (by default
 * `?page=N` on the current path; a list with more in its query, such as a node's open or closed
 * channels, keeps that in each link); `label` names the list for screen readers.
 */
export function Pager(props: {
  page: number
  pages: number
  label: string
  testId: string
  className: string
  href?: (page: number) => string
}) {
  const { page, pages, href = (p: number) => `?page=${p}` } = props
  if (pages <= 1) return null
  return (
    <nav className={props.className} aria-label={props.label} data-testid={props.testId}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t({ message: 'Previous', context: 'pager' })}
        </Link>
      ) : null}
      {pageLinks(page, pages).map((link, i) =>
        link === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own besides position
          <span key={`gap-${i}`} className="muted">
            …
          </span>
        ) : (
          <Link
            key={link}
            to={href(link)}
            aria-label={t`Page ${link}`}
            aria-current={link === page ? 'page' : undefined}
          >
            {link}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t({ message: 'Next', context: 'pager' })}
        </Link>
      ) : null}
    </nav>
  )
}
