/**
 * mempool's sample period for `vBytesPerSecond` (`TX_PER_SECOND_SAMPLE_PERIOD`, 150 s), here in seconds
 * of the network's clock: the live catch-up simulates an hour of arrivals in a few wall seconds and
 * `--speed` runs the clock faster, so sampling on wall time overstated the rate (40,000 vB/s after a start).
 */
export const ratePeriod = 150

/** The vbytes per second that arrived over the last `ratePeriod` of a network's clock. */
export class ArrivalRate {
  /** Arrivals within the period, oldest first: first-seen time (Unix seconds) and vsize. */
  private readonly arrivals: { at: number; vsize: number }[] = []

  /** @param startedAt when sampling began: a shorter span than the period divides by what it is. */
  constructor(private readonly startedAt: number) {}

  /**
   * A transaction first seen at `at`; one older than the period (back from a reorg) is no arrival.
   * Older arrivals leave here too, not only when the rate is read: an idle hub (no clients) goes on
   * adding but never reads it.
   */
  add(at: number, vsize: number, now: number): void {
    if (at >= now - ratePeriod) this.arrivals.push({ at, vsize })
    this.forget(now)
  }

  /** How many arrivals are held: those within the period. */
  get size(): number {
    return this.arrivals.length
  }

  rate(now: number): number {
    this.forget(now)
    const seconds = Math.max(1, Math.min(ratePeriod, now - this.startedAt))
    return Math.round(this.arrivals.reduce((n, a) => n + a.vsize, 0) / seconds)
  }

  private forget(now: number): void {
    while ((this.arrivals[0]?.at ?? now) < now - ratePeriod) this.arrivals.shift()
  }
}
