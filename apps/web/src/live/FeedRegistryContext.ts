import { createContext } from 'react'
import type { FeedRegistry } from './feedRegistry'

export const FeedRegistryContext = createContext<FeedRegistry | undefined>(undefined)
