import { useExplorerClient } from '../../queries/client'
import type { LiquidClient } from './queries'

/** The client of the current network, which the audit's routes only render on Liquid ones. */
export const useLiquidClient = () => useExplorerClient() as LiquidClient
