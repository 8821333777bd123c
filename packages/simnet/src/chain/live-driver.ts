/** What the driver moves: a live simulation's own time and the step that runs it on. */
export interface Advancing {
  /** The chain time the simulation has run to (Unix seconds, fractional). */
  readonly now: number
  /** Runs everything due up to `until`; with `maxLag`, a longer gap is skipped rather than simulated. */
  advance(until: number, maxLag?: number): void
}

export interface DriveOptions {
  /** How fast chain time runs against the wall clock. */
  speed: number
  /** Named in the one report of a failure, e.g. `the liquid live simulation`. */
  what: string
  /** Called once the gap since the tip is simulated and the clock runs at the wall clock's pace. */
  onCaughtUp?: () => void
}

export interface Driven {
  /** The chain's clock (Unix seconds, fractional): how far the simulation has got while it catches up. */
  clock(): number
  stop(): void
}

/** How often the timer runs the simulation (wall milliseconds). */
const tickMs = 250
/** A gap longer than this (chain seconds: a suspended laptop) is skipped rather than simulated. */
const maxLag = 900
/**
 * The most of the gap between the tip and the start that is simulated: ten minutes (five blocks at the
 * default interval), so the latest blocks are minutes old. The rest of the gap (an hourly tip time leaves
 * up to an hour) is skipped: nothing happens in it. A whole hour at the full-block rates (30 tx/s) cost
 * about 47 s of CPU after every start, and the browser specs' first page timed out waiting for simnet.
 */
export const catchUpLimit = 600
/**
 * Chain seconds simulated at a time while catching up: at the default rates about 450 arrivals a slice.
 * Slices follow each other for up to `catchUpTurnMs` of wall time, then the event loop is free. Every
 * network catches up at once after a start, a turn each, so a request waits for up to one turn of each
 * (one 60 s slice a turn made that 3-5 s); a fast clock (`--speed`) still catches up, several slices a turn.
 */
const catchUpSlice = 15
const catchUpTurnMs = 40

/**
 * Runs `live` in real time times `speed` from a timer. The chain clock starts at the wall clock (or at
 * the simulation's time, when that is later) rather than at the tip: what was due between the tip and
 * the start (blocks at their natural gaps, arrivals) is simulated first, a slice at a time between
 * other work, so the service answers meanwhile and the latest block soon reads seconds ago.
 */
export function driveLive(live: Advancing, options: DriveOptions): Driven {
  const started = Date.now()
  const origin = Math.max(live.now, started / 1000)
  const wall = () => origin + ((Date.now() - started) / 1000) * options.speed
  if (origin - live.now > catchUpLimit) live.advance(origin - catchUpLimit, 0)
  let timer: NodeJS.Timeout | undefined
  let immediate: NodeJS.Immediate | undefined
  let catchingUp = true
  let failed = false
  const guarded = (step: () => void) => {
    try {
      step()
    } catch (error) {
      // One report, not one per tick: the simulation stops moving but the service keeps answering.
      if (!failed) console.error(`simnet: ${options.what} failed`, error)
      failed = true
      stop()
    }
  }
  const tick = () => guarded(() => live.advance(wall(), maxLag))
  const later = () => {
    immediate = setImmediate(catchUp)
    immediate.unref()
  }
  const catchUp = () =>
    guarded(() => {
      immediate = undefined
      const turn = Date.now()
      do live.advance(Math.min(wall(), live.now + catchUpSlice))
      while (live.now < origin && Date.now() - turn < catchUpTurnMs)
      if (live.now < origin) return later()
      catchingUp = false
      timer = setInterval(tick, tickMs)
      timer.unref()
      options.onCaughtUp?.()
    })
  const stop = () => {
    if (immediate) clearImmediate(immediate)
    if (timer) clearInterval(timer)
    immediate = undefined
    timer = undefined
  }
  later()
  return { clock: () => (catchingUp ? live.now : wall()), stop }
}
