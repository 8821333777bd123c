import { type RefObject, useLayoutEffect, useState } from 'react'
import { charWidth } from './flowLabel'

interface LabelRoom {
  /** Widths (diagram units) of the longest label on each side. */
  left: number
  right: number
}

const estimate = (labels: readonly string[]) =>
  Math.max(0, ...labels.map((label) => label.length * charWidth))

/**
 * How wide the labels beside the bands are, so the drawing can make room for them and none is cut at its
 * edge: estimated from their length, then measured once drawn (before the browser paints).
 */
export function useLabelRoom(
  svg: RefObject<SVGSVGElement | null>,
  left: readonly string[],
  right: readonly string[],
): LabelRoom {
  const key = JSON.stringify([left, right])
  const [measured, setMeasured] = useState<LabelRoom & { key: string }>()
  useLayoutEffect(() => {
    const element = svg.current
    if (!element) return
    const widest = (selector: string) => {
      const widths = [...element.querySelectorAll<SVGTextElement>(selector)].map((text) =>
        typeof text.getComputedTextLength === 'function' ? text.getComputedTextLength() : 0,
      )
      // Text with no width was not laid out (no layout engine, as in tests).
      return widths.every((w) => w > 0) ? Math.max(0, ...widths) : undefined
    }
    const [l, r] = [widest('.tx-flow-in text'), widest('.tx-flow-out text')]
    // Not measurable here (no layout, as in tests): the estimate stands.
    if (l === undefined || r === undefined) return
    setMeasured((old) =>
      old?.key === key && old.left === l && old.right === r ? old : { key, left: l, right: r },
    )
  }, [svg, key])
  return measured?.key === key ? measured : { left: estimate(left), right: estimate(right) }
}
