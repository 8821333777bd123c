/** A chart's failed history request: what failed and a way to try again. */
export function ChartError({ error, retry }: { error: Error | null; retry: () => void }) {
  return (
    <>
      <p>The mempool history could not be loaded{error ? `: ${error.message}` : '.'}</p>
      <button type="button" className="button" onClick={retry}>
        Retry
      </button>
    </>
  )
}
