import './components.css'
import { Avatar } from '@base-ui/react/avatar'
import { identicon } from './identicon'

interface Props {
  /** What the picture is derived from: a pool slug, a node public key. */
  id: string
  /** Accessible name (the pool or node name); empty when a visible name sits beside it. */
  label: string
  /** A picture to show instead when it loads (a pool logo); the identicon stays as the fallback. */
  src?: string
  size?: number
}

/** A pool or node avatar: its image when there is one, else a picture derived from its id. */
export function Identicon({ id, label, src, size = 24 }: Props) {
  const { hue, cells } = identicon(id)
  const lit = cells.flatMap((on, i) => (on ? [{ x: i % 5, y: Math.floor(i / 5) }] : []))
  return (
    <Avatar.Root
      className="identicon"
      style={{ width: size, height: size }}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {src ? <Avatar.Image src={src} alt="" width={size} height={size} /> : null}
      <Avatar.Fallback>
        <svg
          viewBox="0 0 5 5"
          width={size}
          height={size}
          shapeRendering="crispEdges"
          aria-hidden="true"
        >
          <rect width="5" height="5" fill={`hsl(${hue} 45% 88%)`} />
          {lit.map(({ x, y }) => (
            <rect key={`${x},${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue} 65% 38%)`} />
          ))}
        </svg>
      </Avatar.Fallback>
    </Avatar.Root>
  )
}
