import { t } from '@lingui/core/macro'
import { Legend } from '../../components/chart/ChartLegend'
import { formatList } from '../../format/list'
import { formatShare } from '../../format/percent'
import type { ShareSlice } from './pool-ranking'

/** The pools' shares as one stacked bar (SVG) with a legend; each slice names itself on hover. */
export function PoolShareBar({ slices }: { slices: readonly ShareSlice[] }) {
  let offset = 0
  const summary = formatList(slices.map((s) => `${s.label} ${formatShare(s.share)}`))
  return (
    <figure className="mn-share">
      <svg
        viewBox="0 0 100 6"
        preserveAspectRatio="none"
        role="img"
        aria-label={t`Share of blocks: ${summary}`}
        data-testid="pool-share"
      >
        {slices.map((slice) => {
          const x = offset
          offset += slice.share * 100
          return (
            <rect
              key={slice.label}
              x={x}
              y={0}
              width={slice.share * 100}
              height={6}
              style={{ fill: slice.color }}
            >
              <title>{`${slice.label}: ${formatShare(slice.share)}`}</title>
            </rect>
          )
        })}
      </svg>
      <figcaption>
        <Legend
          entries={slices.map((slice) => ({
            label: `${slice.label} ${formatShare(slice.share)}`,
            color: slice.color,
          }))}
          label={t`Pool shares`}
        />
      </figcaption>
    </figure>
  )
}
