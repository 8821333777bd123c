import { NodesMapGraph } from './NodesMapGraph'

/** `/graphs/lightning/nodes-map`: every located node as a dot on the world map. */
export default function NodesMapPage() {
  return <NodesMapGraph withChannels={false} />
}
