// The Lighthouse part: performance of issue 17's pages (lighthouse-pages.mjs), mobile (Lighthouse's
// default form factor, simulated throttling) and desktop (`--preset=desktop`), median of N runs each,
// printed beside the targets. Lighthouse lives in a cache folder outside the repository, installed
// on first use, so it never weighs on the app's `npm ci` (toolchain.md section 4).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.mjs'
import { lighthousePages, targets } from './lighthouse-pages.mjs'
import { median, metWord, table } from './stats.mjs'

/** 12.8.2: the newest whose `engines` allow Node 20 (13.x also ran here, against its engines). */
const version = '12.8.2'
/** The form factors measured: Lighthouse's default (mobile) and its desktop preset. */
export const formFactors = /** @type {const} */ (['mobile', 'desktop'])
/** @typedef {typeof formFactors[number]} FormFactor */

/** The folder Lighthouse is installed in: OUTPOINT_BENCH_CACHE, or ~/.cache/outpoint-bench. */
function installDir() {
  const cache = process.env.OUTPOINT_BENCH_CACHE || join(homedir(), '.cache', 'outpoint-bench')
  return join(cache, 'lighthouse')
}

/**
 * The Lighthouse CLI script, installed into the cache folder when missing or another version.
 * @returns {string}
 */
export function ensureLighthouse() {
  const prefix = installDir()
  const manifest = join(prefix, 'node_modules', 'lighthouse', 'package.json')
  const installed = existsSync(manifest)
    ? /** @type {{ version?: string }} */ (JSON.parse(readFileSync(manifest, 'utf8'))).version
    : undefined
  if (installed !== version) {
    const args = ['install', '--prefix', prefix, '-E', `lighthouse@${version}`, '--no-save']
    args.push('--no-audit', '--no-fund')
    console.log(
      `Lighthouse ${version} is not in ${prefix}${installed ? ` (found ${installed})` : ''}: ` +
        `installing it there, outside the repository (about 200 packages, 185 MB):\n  npm ${args.join(' ')}`,
    )
    mkdirSync(prefix, { recursive: true })
    // Run from the cache folder so npm never mistakes the repository's workspaces for the target.
    const result = spawnSync('npm', args, { cwd: prefix, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`npm could not install lighthouse@${version}`)
  } else {
    console.log(`Lighthouse ${version} found in ${prefix}`)
  }
  return join(prefix, 'node_modules', 'lighthouse', 'cli', 'index.js')
}

/**
 * @typedef {object} LighthouseRun
 * @property {number} score performance score, 0-1
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number | undefined} benchmarkIndex Lighthouse's own measure of the machine's speed
 * @property {string[]} warnings
 */

/**
 * Reads the figures out of a Lighthouse JSON report.
 * @param {string} path
 * @returns {LighthouseRun}
 */
export function readReport(path) {
  /** @type {{ categories?: { performance?: { score?: number | null } }, audits?: Record<string, { numericValue?: number }>, environment?: { benchmarkIndex?: number }, runWarnings?: string[], runtimeError?: { message?: string } }} */
  const report = JSON.parse(readFileSync(path, 'utf8'))
  const score = report.categories?.performance?.score
  if (typeof score !== 'number') {
    throw new Error(`no performance score in ${path}: ${report.runtimeError?.message ?? 'unknown'}`)
  }
  /** @param {string} id */
  const value = (id) => report.audits?.[id]?.numericValue ?? Number.NaN
  return {
    score,
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: report.environment?.benchmarkIndex,
    warnings: report.runWarnings ?? [],
  }
}

/**
 * One Lighthouse run against `url` in a fresh Chromium profile; its reports are written at
 * `outputBase`.report.{json,html}. Aborting stops it (SIGINT: Lighthouse then closes its Chromium).
 * @param {{ cli: string, url: string, formFactor: FormFactor, outputBase: string, signal: AbortSignal }} options
 * @returns {Promise<LighthouseRun>}
 */
async function runOnce({ cli, url, formFactor, outputBase, signal }) {
  const profile = mkdtempSync(join(tmpdir(), 'outpoint-bench-lh-profile-'))
  const args = [
    cli,
    url,
    '--output=json',
    '--output=html',
    `--output-path=${outputBase}`,
    '--only-categories=performance',
    `--chrome-flags=--headless=new ${chromiumFlags.join(' ')} --user-data-dir=${profile}`,
    '--quiet',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ]
  try {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    const stop = () => child.pid !== undefined && process.kill(child.pid, 'SIGINT')
    signal.addEventListener('abort', stop, { once: true })
    const code = await new Promise((resolve, reject) => {
      child.once('error', reject)
      child.once('exit', (exitCode, exitSignal) => resolve(exitSignal ?? exitCode))
    }).finally(() => signal.removeEventListener('abort', stop))
    if (code !== 0) throw new Error(`lighthouse exited with ${code}`)
    return readReport(`${outputBase}.report.json`)
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/**
 * The target a page's median is held to, and whether it is met.
 * @param {FormFactor} formFactor
 * @param {{ score: number, fcpMs: number }} figures
 */
export function verdict(formFactor, { score, fcpMs }) {
  if (formFactor === 'desktop') {
    return {
      target: `score >= ${targets.desktopScore}`,
      met: score >= targets.desktopScore,
    }
  }
  return {
    target: `score >= ${targets.mobileScore}, FCP <= ${seconds(targets.mobileFcpMs)}`,
    met: score >= targets.mobileScore && fcpMs <= targets.mobileFcpMs,
  }
}

/**
 * The median of each figure over runs (each figure apart, as Lighthouse's own advice does).
 * @param {readonly LighthouseRun[]} results
 */
export function medians(results) {
  /** @param {(r: LighthouseRun) => number} pick */
  const mid = (pick) => median(results.map(pick))
  return {
    score: mid((r) => r.score),
    fcpMs: mid((r) => r.fcpMs),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
  }
}

/**
 * Runs Lighthouse `runs` times per page and form factor, prints each run, then a table of the medians
 * beside the targets.
 * @param {{ appUrl: string, runs: number, pages?: readonly string[], formFactors?: readonly FormFactor[], reportDir: string, signal: AbortSignal }} options
 */
export async function lighthouseBench({ appUrl, runs, pages, reportDir, signal, ...rest }) {
  const cli = ensureLighthouse()
  const chosen = await lighthousePages(appUrl, pages)
  const factors = rest.formFactors ?? formFactors
  /** @type {string[][]} */
  const rows = []
  /** @type {{ page: string, formFactor: FormFactor, met: boolean }[]} */
  const summary = []
  for (const page of chosen) {
    const url = `${appUrl}${page.path}`
    for (const formFactor of factors) {
      /** @type {LighthouseRun[]} */
      const results = []
      for (let run = 1; run <= runs; run++) {
        const load = readFileSync('/proc/loadavg', 'utf8').trim()
        console.log(
          `\nLighthouse ${page.name} ${formFactor} run ${run}/${runs}: ${url} (loadavg before: ${load})`,
        )
        const outputBase = join(reportDir, `lighthouse-${page.name}-${formFactor}-${run}`)
        const result = await runOnce({ cli, url, formFactor, outputBase, signal })
        results.push(result)
        console.log(
          `  score ${result.score.toFixed(2)}  FCP ${seconds(result.fcpMs)}  LCP ${seconds(result.lcpMs)}  ` +
            `TBT ${Math.round(result.tbtMs)} ms  CLS ${result.cls.toFixed(3)}  ` +
            `benchmarkIndex ${result.benchmarkIndex ?? '?'}  report ${outputBase}.report.html`,
        )
        for (const warning of result.warnings) console.log(`  warning: ${warning}`)
      }
      const m = medians(results)
      const { target, met } = verdict(formFactor, m)
      summary.push({ page: page.name, formFactor, met })
      rows.push([
        page.path.length > 28 ? `${page.path.slice(0, 27)}…` : page.path,
        formFactor,
        m.score.toFixed(2),
        seconds(m.fcpMs),
        seconds(m.lcpMs),
        `${Math.round(m.tbtMs)} ms`,
        m.cls.toFixed(3),
        target,
        metWord(met),
      ])
    }
  }
  console.log(
    `\nLighthouse ${version}, simulated throttling, median of ${runs} run(s) per row; ` +
      `loadavg now ${readFileSync('/proc/loadavg', 'utf8').trim()}`,
  )
  console.log(
    table(['page', 'form', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'target', 'result'], rows),
  )
  return summary
}
