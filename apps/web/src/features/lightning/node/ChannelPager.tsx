import { Link } from 'react-router'
import { pageLinks } from '../../block/format'

/** Page links for a node's channels; `href` keeps the open/closed choice in each. */
export function ChannelPager(props: {
  page: number
  pages: number
  href: (page: number) => string
}) {
  const { page, pages, href } = props
  if (pages <= 1) return null
  return (
    <nav className="ln-pager" aria-label="Channel pages" data-testid="node-channels-pager">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      {pageLinks(page, pages).map((link, i) =>
        link === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity besides its place
          <span key={`gap-${i}`} className="muted">
            …
          </span>
        ) : (
          <Link
            key={link}
            to={href(link)}
            aria-label={`Page ${link}`}
            aria-current={link === page ? 'page' : undefined}
          >
            {link}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
