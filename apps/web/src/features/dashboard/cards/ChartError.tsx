import { ExplorerError } from '@outpoint/explorer-client'

/** A chart's failed history request: what failed, in the client's short words, and a way to try again. */
export function ChartError({ error, retry }: { error: Error | null; retry: () => void }) {
  const reason = error instanceof ExplorerError ? error.shortMessage : error?.message
  return (
    <>
      <p>The mempool history could not be loaded{reason ? `: ${reason}` : '.'}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </>
  )
}
