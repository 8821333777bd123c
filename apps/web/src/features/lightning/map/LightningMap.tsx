import { plural, t } from '@lingui/core/macro'
import type { ChannelGeo } from '@outpoint/explorer-client'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { ErrorNote } from '../../../components/errors/ErrorNote'
import { useExplorerClient } from '../../../queries/client'
import { useSettings } from '../../../settings/useSettings'
import { palettes } from '../../../theme/palette'
import type { MapColours, MapScene } from './draw'
import { MapCanvas } from './MapCanvas'
import { MapNodeCard } from './MapNodeCard'
import { buildChannels, buildNodes, type MapNode } from './model'
import { centreOn, fitWorld, type Size } from './projection'
import {
  channelsGeoQueryOptions,
  lightningWorldQueryOptions,
  worldOutlineQueryOptions,
} from './queries'
import './map.css'

export interface LightningMapProps {
  /**
   * A node's public key: draw only that node's channels (channels-geo/:public_key) and start centred on
   * it, zoomed in. Without it, the whole network: the 10,000 largest channels and every located node.
   */
  publicKey?: string
  /**
   * Channels to draw instead of fetching them, e.g. a channel page's one channel as
   * `[node1 key, alias, lng, lat, node2 key, alias, lng, lat]`. Nodes are then only these channels' ends.
   */
  channels?: readonly ChannelGeo[]
  /** Canvas height in CSS pixels (default 420). The width follows the container. */
  height?: number
  /** False: the located nodes only, no channel lines (nor their request). */
  withChannels?: boolean
}

const noChannels: readonly ChannelGeo[] = []

/**
 * The Lightning world map: channels as lines and nodes as points over Natural Earth's land outline.
 * Drag or arrow keys pan, the wheel, +/- keys and buttons zoom; hovering a node shows its alias and a
 * click opens a card linking to its page. Lazy-load it (`lazy(() => import(...))`): the outline and the
 * drawing code then load only on pages that show a map.
 */
export function LightningMap({
  publicKey,
  channels,
  height = 420,
  withChannels = true,
}: LightningMapProps) {
  const client = useExplorerClient()
  const { settings } = useSettings()
  const outline = useQuery(worldOutlineQueryOptions)
  const fetchChannels = !channels && withChannels
  const geo = useQuery({ ...channelsGeoQueryOptions(client, publicKey), enabled: fetchChannels })
  const wholeNetwork = !channels && publicKey === undefined
  const world = useQuery({ ...lightningWorldQueryOptions(client), enabled: wholeNetwork })

  const geoRows = channels ?? (withChannels ? geo.data : undefined) ?? noChannels
  const mapChannels = useMemo(() => buildChannels(geoRows), [geoRows])
  const nodes = useMemo(
    () => buildNodes(wholeNetwork ? world.data : undefined, geoRows),
    [wholeNetwork, world.data, geoRows],
  )
  const [hover, setHover] = useState<{ node: MapNode; x: number; y: number } | undefined>()
  const [selected, setSelected] = useState<MapNode | undefined>()
  const onHover = useCallback((node: MapNode | undefined, x: number, y: number) => {
    setHover((current) =>
      node === current?.node && (!node || (x === current?.x && y === current?.y))
        ? current
        : node && { node, x, y },
    )
  }, [])

  const palette = palettes[settings.theme]
  const colours = useMemo<MapColours>(
    () => ({
      water: palette.surface,
      land: palette.raised,
      channel: palette.accent,
      node: palette.link,
      selected: palette.text,
    }),
    [palette],
  )
  const focus = useMemo(
    () => (publicKey === undefined ? undefined : nodes.find((n) => n.publicKey === publicKey)),
    [nodes, publicKey],
  )
  const initialView = useCallback(
    (size: Size) => (focus ? centreOn(focus.x, focus.y, size.width * 4, size) : fitWorld(size)),
    [focus],
  )

  // One scene object per change of what is drawn: MapCanvas redraws when it changes, and hovering
  // (which re-renders this component with each pointer move over a node) changes none of it.
  const scene = useMemo<MapScene | undefined>(
    () => outline.data && { outline: outline.data, channels: mapChannels, nodes, selected },
    [outline.data, mapChannels, nodes, selected],
  )

  const error = geo.error ?? world.error ?? outline.error
  if (error) {
    return (
      <div className="ln-map-message" data-testid="lightning-map-error">
        <ErrorNote
          what={t`The map could not load`}
          error={error}
          retry={() =>
            void Promise.all([
              fetchChannels ? geo.refetch() : undefined,
              world.refetch(),
              outline.refetch(),
            ])
          }
        />
      </div>
    )
  }
  const loading = (fetchChannels && !geo.data) || (wholeNetwork && !world.data)
  if (loading || !scene) {
    return (
      <div className="ln-map-message" style={{ height }} data-testid="lightning-map-loading">
        {t`Loading the map…`}
      </div>
    )
  }
  const nodeTotal = nodes.length
  const channelTotal = mapChannels.count
  const nodeCount = plural(nodeTotal, { one: '# Lightning node', other: '# Lightning nodes' })
  const channelCount = plural(channelTotal, { one: '# channel', other: '# channels' })
  const shown = withChannels
    ? t`World map of ${nodeCount} and ${channelCount}.`
    : t`World map of ${nodeCount}.`
  const keys = t`Arrow keys pan, plus and minus zoom, 0 shows the whole map.`
  return (
    <section
      className="ln-map"
      data-testid="lightning-map"
      data-channels={mapChannels.count}
      data-nodes={nodes.length}
    >
      <MapCanvas
        scene={scene}
        colours={colours}
        height={height}
        initialView={initialView}
        label={`${shown} ${keys}`}
        onHover={onHover}
        onSelect={setSelected}
      />
      {hover && hover.node !== selected && (
        <div
          className="ln-map-tooltip"
          style={{ left: hover.x, top: hover.y }}
          data-testid="lightning-map-tooltip"
        >
          {hover.node.alias || hover.node.publicKey.slice(0, 16)}
        </div>
      )}
      {selected && <MapNodeCard node={selected} onClose={() => setSelected(undefined)} />}
    </section>
  )
}
