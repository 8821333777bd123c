/**
 * The files of the app's start: the entry (src/main.tsx) imports the app only after the first paint
 * (`import('./boot')`), so Vite's own tags name none of them. index.html names them itself, to fetch them
 * beside the entry: each dynamic import of the entry chunk, with its static imports (dependencies first),
 * and the styles they carry.
 */
export interface StartFiles {
  scripts: string[]
  styles: string[]
}

/** The part of an output chunk read here (Rolldown's, with Vite's metadata). */
export interface StartChunk {
  type: 'chunk' | 'asset'
  imports?: readonly string[]
  dynamicImports?: readonly string[]
  viteMetadata?: { importedCss: ReadonlySet<string> }
}

export function startFiles(
  entry: StartChunk,
  bundle: Readonly<Record<string, StartChunk>>,
): StartFiles {
  const scripts: string[] = []
  const styles: string[] = []
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk') throw new Error(`${file} is not a chunk of the build`)
    for (const next of chunk.imports ?? []) visit(next)
    scripts.push(file)
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      if (!styles.includes(css)) styles.push(css)
  }
  for (const file of entry.imports ?? []) seen.add(file)
  for (const file of entry.dynamicImports ?? []) visit(file)
  return { scripts, styles }
}

/**
 * The page with the start's files named: module preloads after the entry's script, stylesheets before
 * the entry's own (the order Vite gives a static import's styles: the imported chunks' first).
 */
export function withStartLinks(html: string, files: StartFiles, base = '/'): string {
  const missing = (file: string) => !html.includes(`href="${base}${file}"`)
  const preloads = files.scripts
    .filter(missing)
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('')
  const sheets = files.styles
    .filter(missing)
    .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">\n    `)
    .join('')
  const entry = /<script type="module"[^>]*><\/script>/.exec(html)
  if (!entry) throw new Error('no entry <script type="module"> in the page')
  let out = html.replace(entry[0], entry[0] + preloads)
  const firstSheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/.exec(out)
  out = firstSheet
    ? out.replace(firstSheet[0], sheets + firstSheet[0])
    : out.replace('</head>', `${sheets}</head>`)
  return out
}

/**
 * The start's scripts (the entry and every module preload of `index.html`) at low priority: the first
 * paint needs none of them (module scripts never block it), so the shell's own requests go first, and
 * Lighthouse's simulation, which counts a high-priority script that happened to finish before the
 * observed first paint as blocking it, no longer does (FCP 1.9 s instead of 0.7 s on 3 of 10 pages).
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  )
}
