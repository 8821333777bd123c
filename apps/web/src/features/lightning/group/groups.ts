import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
/**
 * A group of Lightning nodes with a page: its title (a name, not translated), what it is (a message,
 * translated where shown) and the name the data service knows it by.
 */
export interface NodeGroup {
  title: string
  description: MessageDescriptor
  /** The `:name` of `/api/v1/lightning/nodes/group/:name`. */
  serviceName: string
}

/**
 * The groups with a page, by URL slug. mempool.space has one: the nodes it runs itself, which its backend
 * lists per network (`nodes.routes.ts` `$getNodeGroup`) and its front end asks for as `mempool.space`.
 */
export const nodeGroups: Readonly<Record<string, NodeGroup>> = {
  'the-mempool-open-source-project': {
    title: 'The Mempool Open Source Project',
    description: msg`The Lightning nodes the data service’s operator runs: the nodes its Lightning explorer sees the network through.`,
    serviceName: 'mempool.space',
  },
}

/** The group a slug names, if it is one. */
export function nodeGroup(slug: string): NodeGroup | undefined {
  return Object.hasOwn(nodeGroups, slug) ? nodeGroups[slug] : undefined
}
