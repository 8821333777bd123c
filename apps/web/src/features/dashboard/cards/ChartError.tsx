import { describeError } from '../../../components/errors/describeError'

/** A chart's failed history request: what failed, why and what to do, and a way to try again. */
export function ChartError({ error, retry }: { error: Error | null; retry: () => void }) {
  const reason = error ? describeError(error).message : undefined
  return (
    <>
      <p>The mempool history could not be loaded{reason ? `: ${reason}` : '.'}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </>
  )
}
