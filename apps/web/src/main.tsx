import './styles/base.css'
import { afterPaint } from './afterPaint'
import { firstTheme } from './theme/firstTheme'

// The entry: the shell in index.html is painted before the app's scripts run. Their evaluation (React,
// the app) is one long task; when the scripts arrive before the browser has painted (a fast or cached
// load), the first paint waited for it. So the entry sets the stored theme on the shell, lets the browser
// paint one frame (not in a hidden tab, which paints none), and only then imports the app; index.html
// preloads its files meanwhile (build/pagePlugin.ts).
const stored = firstTheme(() => globalThis.localStorage)
if (stored) document.documentElement.dataset.theme = stored

void afterPaint().then(() => import('./boot'))
