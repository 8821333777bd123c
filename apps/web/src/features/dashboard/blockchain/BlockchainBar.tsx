import { t } from '@lingui/core/macro'
import { useLayoutEffect, useMemo, useRef } from 'react'
import { networkPath } from '../../../app/networks'
import { useNetwork } from '../../../app/useNetwork'
import { useKeepFocus } from '../../../components/useKeepFocus'
import { blockInterval } from '../model/block-interval'
import { keptBlocks, minedBlockView } from '../model/mined-blocks'
import { projectedBlocks } from '../model/projected-blocks'
import { useLiveItem } from '../queries/useLiveItem'
import { MinedBlockTile } from './MinedBlockTile'
import { ProjectedBlockTile } from './ProjectedBlockTile'
import { useRovingFocus } from './useRovingFocus'
import { useSlideIn } from './useSlideIn'

/** How many projected blocks the service sends: the next seven and the rest of the mempool. */
const projectedCount = 8

/**
 * The projected mempool blocks (next block nearest the middle) beside the latest mined blocks (newest
 * nearest the middle), scrolling sideways, live.
 */
export function BlockchainBar() {
  const network = useNetwork()
  const mempool = useLiveItem('mempoolBlocks')
  const mined = useLiveItem('blocks')
  const da = useLiveItem('da').data
  const projected = useMemo(
    () => projectedBlocks(mempool.data ?? [], blockInterval(network, da)),
    [mempool.data, network, da],
  )
  const blocks = useMemo(() => (mined.data ?? []).map(minedBlockView), [mined.data])

  const scroller = useRef<HTMLDivElement>(null)
  const divider = useRef<HTMLDivElement>(null)
  const minedList = useRef<HTMLOListElement>(null)
  useSlideIn(minedList, blocks[0]?.hash)

  const keys = [
    ...projected.map((b) => `p${b.index}`).reverse(),
    ...blocks.map((b) => `m${b.hash}`),
  ]
  const roving = useRovingFocus(scroller, keys, 'p0')
  // The oldest mined block leaves when one comes, a projected block when the mempool shrinks.
  useKeepFocus(scroller, '[data-block]')

  // The middle of the bar (next block | tip) comes into view at once: the projected side keeps room for
  // all its blocks (dashboard.css), so the divider is where the data will leave it.
  useLayoutEffect(() => {
    const box = scroller.current
    const middle = divider.current
    if (box && middle) box.scrollLeft = middle.offsetLeft - box.clientWidth / 2
  }, [])

  const status =
    mempool.status === 'error' || mined.status === 'error'
      ? 'error'
      : mempool.status === 'loading' && mined.status === 'loading'
        ? 'loading'
        : 'ready'

  return (
    <section className="db-chain" aria-label={t`Blockchain`} data-status={status}>
      {status === 'error' && (
        <p className="db-card-error" role="alert">
          {t`No live blocks: the data service cannot be reached. Trying again…`}
        </p>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the links inside */}
      <div className="db-chain-scroll" ref={scroller} tabIndex={-1} onKeyDown={roving.onKeyDown}>
        <ol className="db-chain-projected" aria-label={t`Projected mempool blocks`}>
          {mempool.status === 'loading' && <SkeletonTiles count={projectedCount} />}
          {[...projected].reverse().map((block) => (
            <ProjectedBlockTile
              key={block.index}
              block={block}
              network={network}
              to={networkPath(network, `/mempool-block/${block.index}`)}
              tabIndex={roving.tabIndexOf(`p${block.index}`)}
              onFocus={() => roving.focus(`p${block.index}`)}
            />
          ))}
        </ol>
        <div className="db-chain-divider" ref={divider} aria-hidden="true" />
        <ol className="db-chain-mined" aria-label={t`Latest mined blocks`} ref={minedList}>
          {mined.status === 'loading' && <SkeletonTiles count={keptBlocks} />}
          {blocks.map((block) => (
            <MinedBlockTile
              key={block.hash}
              block={block}
              network={network}
              to={networkPath(network, `/block/${encodeURIComponent(block.hash)}`)}
              tabIndex={roving.tabIndexOf(`m${block.hash}`)}
              onFocus={() => roving.focus(`m${block.hash}`)}
            />
          ))}
        </ol>
      </div>
    </section>
  )
}

function SkeletonTiles({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <li key={i} className="db-block-slot" aria-hidden="true">
      <span className="db-block db-block-skeleton" />
    </li>
  ))
}
