import { Link } from 'react-router'
import { pageLinks } from './format'

/** Page links as `?page=N` on the current path: plain links, so each page has its own URL. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav className="block-pager" aria-label="Transaction pages" data-testid="block-pager">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} rel="prev">
          Previous
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
            to={`?page=${link}`}
            aria-label={`Page ${link}`}
            aria-current={link === page ? 'page' : undefined}
          >
            {link}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={`?page=${page + 1}`} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
