import { cacheFile, loadHistory, pruneHistories, saveHistory } from './chain/cache.js'
import { generateHistory, type SimChain } from './chain/history.js'
import { liveDefaults, startLive } from './chain/live.js'
import { startLiquidLive } from './liquid/live.js'
import { liquidParams } from './liquid/params.js'
import {
  generateLiquid,
  type LiquidNetworkName,
  type LiquidSim,
  liquidNetworkNames,
} from './liquid/sim.js'
import {
  type BitcoinNetworkName,
  type BitcoinParams,
  bitcoinNetworkNames,
  bitcoinParamsAt,
  referenceTipTime,
} from './params.js'

export interface SimnetOptions {
  /** Same seed and tip time, same chain history. Default 1. */
  seed?: number
  /**
   * Unix time of every network's generated tip. Default a fixed time (2025-11-21), so programs and
   * tests see one history; the CLI takes the start of the current hour. A live simulation starts its
   * clock at the wall clock when that is later, mining the blocks due since the tip first.
   */
  tipTime?: number
  /** Average seconds between blocks. Default 120 (see `liveDefaults`). */
  blockInterval?: number
  /** Transactions arriving per second. Default 30 (see `liveDefaults`). */
  txRate?: number
  /** Time multiplier of the live simulation. Default 1. */
  speed?: number
  /** Run the live simulation (arrivals, blocks). Default true; tests of the static history turn it off. */
  live?: boolean
  /**
   * A folder for the disk cache of generated histories (restarts then skip the generation). Default
   * none; the CLI uses `~/.cache/outpoint-simnet`.
   */
  cacheDir?: string | undefined
  /** Serve the control API under `/_simnet/` (loopback clients only). Default false. */
  control?: boolean
  /**
   * The browser origins whose pages may use the control API (`http://127.0.0.1:8080`); a request from
   * any other page is refused. Default none: only tools, which send no Origin.
   */
  trustedOrigins?: readonly string[]
  /** Overrides of a network's parameters, e.g. a short history so tests start fast. Default none. */
  params?: Partial<Record<BitcoinNetworkName, Partial<BitcoinParams>>>
}

/**
 * The simulated networks. Main is generated when simnet starts; the others on first use (in the
 * background right after start), so the service answers quickly.
 */
export class Simnet {
  readonly options: Required<SimnetOptions>
  private readonly chains = new Map<BitcoinNetworkName, Promise<SimChain>>()
  private readonly stops: (() => void)[] = []
  /** One per live network: settles once it has caught up with the wall clock. */
  private readonly catchUps: Promise<void>[] = []
  private readonly liquids = new Map<LiquidNetworkName, Promise<LiquidSim>>()

  constructor(options: SimnetOptions = {}) {
    this.options = {
      seed: 1,
      tipTime: referenceTipTime,
      ...liveDefaults,
      speed: 1,
      live: true,
      control: false,
      trustedOrigins: [],
      cacheDir: undefined,
      params: {},
      ...options,
    }
  }

  /** The chain of a Bitcoin network, generating it on first use. */
  bitcoin(name: BitcoinNetworkName): Promise<SimChain> {
    let chain = this.chains.get(name)
    if (!chain) {
      chain = new Promise((resolve) =>
        setImmediate(() => {
          const params = bitcoinParamsAt(name, this.options.tipTime)
          const sim = this.history({ ...params, ...this.options.params[name] })
          if (this.options.live) {
            this.stops.push(startLive(sim, this.options, this.catchingUp()))
          }
          resolve(sim)
        }),
      )
      this.chains.set(name, chain)
    }
    return chain
  }

  /** A network's history: from the disk cache when there is one, else generated (and cached). */
  private history(params: BitcoinParams): SimChain {
    const { seed, cacheDir } = this.options
    const file = cacheDir === undefined ? undefined : cacheFile(cacheDir, params, seed)
    const cached = file === undefined ? undefined : loadHistory(params, seed, file)
    if (cached) return cached
    const sim = generateHistory(params, seed)
    if (file) {
      try {
        saveHistory(sim, file)
        pruneHistories(params, seed, file)
      } catch (error) {
        console.warn(
          `simnet: could not cache the ${params.name} history in ${file}: ${error instanceof Error ? error.message : error}`,
        )
      }
    }
    return sim
  }

  /** A Liquid network, generating it on first use. */
  liquid(name: LiquidNetworkName): Promise<LiquidSim> {
    let sim = this.liquids.get(name)
    if (!sim) {
      // Its pegs go through its parent chain (main, or testnet for liquidtestnet): that comes first.
      const parent = this.bitcoin(liquidParams[name].parent.name)
      sim = parent.then(
        ({ chain }) =>
          new Promise((resolve) =>
            setImmediate(() => {
              const liquid = generateLiquid(name, this.options.seed, this.options.tipTime, chain)
              if (this.options.live) {
                this.stops.push(startLiquidLive(liquid, this.options, this.catchingUp()))
              }
              resolve(liquid)
            }),
          ),
      )
      this.liquids.set(name, sim)
    }
    return sim
  }

  /** A new live network's catch-up: answers the callback that says it is done. */
  private catchingUp(): () => void {
    let done = () => {}
    this.catchUps.push(
      new Promise<void>((resolve) => {
        done = resolve
      }),
    )
    return done
  }

  /** Stops every live simulation (timers), so the process can exit. */
  stop(): void {
    for (const stop of this.stops.splice(0)) stop()
  }

  /**
   * Generates every network now (main first), for a warm start; resolves once each live one has also
   * simulated the gap since its tip (until then the service answers, but slowly: see `driveLive`).
   */
  async prepare(): Promise<void> {
    for (const name of bitcoinNetworkNames) await this.bitcoin(name)
    for (const name of liquidNetworkNames) await this.liquid(name)
    await Promise.all(this.catchUps)
  }
}
