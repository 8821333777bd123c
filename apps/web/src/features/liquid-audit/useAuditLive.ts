import { useQueryClient } from '@tanstack/react-query'
import { useLiveTopic } from '../../live/useLiveTopic'
import { useExplorerClient } from '../../queries/client'
import { auditKey } from './queries'

const blocksTopic = { type: 'data', name: 'blocks' } as const

/** Each new Liquid block may carry pegs: the audit's figures are asked again. */
export function useAuditLive(): void {
  const client = useExplorerClient()
  const queryClient = useQueryClient()
  useLiveTopic(blocksTopic, (event) => {
    if (event.key !== 'block') return
    void queryClient.invalidateQueries({ queryKey: auditKey(client) })
  })
}
