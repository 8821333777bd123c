import { useEffect, useRef } from 'react'
import { useLiveTopic } from '../../live/useLiveTopic'

const blocksTopic = { type: 'data', name: 'blocks' } as const

/** Follows one address of the wallet (`track-address`): any event of it asks for a rescan. */
function TrackAddress({ address, onActivity }: { address: string; onActivity: () => void }) {
  useLiveTopic({ type: 'address', address }, (event) => {
    if (event.kind !== 'error') onActivity()
  })
  return null
}

/**
 * Keeps a scanned wallet live: a new block (confirmations, and payments to addresses not yet followed) or
 * activity on a followed address (the used ones and the next receive address) rescans it, at most once
 * every few seconds however many events come together.
 */
export function WalletLive({
  addresses,
  rescan,
}: {
  addresses: readonly string[]
  rescan: () => void
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const soon = () => {
    if (timer.current) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      rescan()
    }, 2000)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  useLiveTopic(blocksTopic, (event) => {
    if (event.key === 'block') soon()
  })
  return (
    <>
      {addresses.map((address) => (
        <TrackAddress key={address} address={address} onActivity={soon} />
      ))}
    </>
  )
}
