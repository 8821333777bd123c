import './components.css'
import { Tabs as BaseTabs } from '@base-ui/react/tabs'
import type { ReactNode } from 'react'

export interface TabItem {
  value: string
  label: string
  content: ReactNode
}

/** Accessible tabs (arrow keys move between them) over Base UI's, styled in components.css. */
export function Tabs({
  items,
  label,
  defaultValue,
}: {
  items: TabItem[]
  label: string
  defaultValue?: string
}) {
  return (
    <BaseTabs.Root className="tabs" defaultValue={defaultValue ?? items[0]?.value}>
      <BaseTabs.List className="tabs-list" aria-label={label}>
        {items.map((item) => (
          <BaseTabs.Tab key={item.value} className="tabs-tab" value={item.value}>
            {item.label}
          </BaseTabs.Tab>
        ))}
      </BaseTabs.List>
      {items.map((item) => (
        <BaseTabs.Panel key={item.value} className="tabs-panel" value={item.value}>
          {item.content}
        </BaseTabs.Panel>
      ))}
    </BaseTabs.Root>
  )
}
