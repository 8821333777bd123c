import { NodesMapGraph } from './NodesMapGraph'

/** `/graphs/lightning/nodes-channels-map`: located nodes and the largest channels between them. */
export default function NodesChannelsMapPage() {
  return <NodesMapGraph withChannels />
}
