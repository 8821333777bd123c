import './search.css'
import { t } from '@lingui/core/macro'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { networkLabels } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { SearchMessageView } from './SearchMessageView'
import { SuggestionList } from './SuggestionList'
import type { Suggestion } from './suggestion'
import { useSearch } from './useSearch'
import { useSuggestions } from './useSuggestions'

/**
 * The header's search: a combobox whose suggestions, messages and results open in a popover under the
 * box (out of the header's flow, so the header never grows). Arrow keys move through the suggestions,
 * Enter opens the active one or, with none active, searches the text; Escape, a click elsewhere and
 * leaving the page close the popover.
 */
export function SearchBox() {
  const network = useNetwork()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  // The row the arrows picked, in the list it was picked in: a new list (more text, or names arriving)
  // has no active row until the arrows pick one.
  const [picked, setPicked] = useState<{ list: readonly Suggestion[]; index: number }>({
    list: [],
    index: -1,
  })
  const { search, message, busy, clear } = useSearch()
  const suggestions = useSuggestions(text)
  const active = picked.list === suggestions ? picked.index : -1
  const root = useRef<HTMLElement>(null)
  const messageId = useId()
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`

  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, which it does not read
  useEffect(() => setOpen(false), [pathname])

  const name = networkLabels[network]
  const listShown = open && !message && suggestions.length > 0
  const shown = open && (message !== undefined || suggestions.length > 0)

  useEffect(() => {
    if (!shown) return
    const close = (event: MouseEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return
      setOpen(false)
    }
    document.addEventListener('mousedown', close)
    return () => document.removeEventListener('mousedown', close)
  }, [shown])

  const run = async () => {
    setOpen(true)
    if (await search(text)) setText('')
  }

  const pick = (suggestion: Suggestion) => {
    if (!suggestion.path) {
      void run()
      return
    }
    setOpen(false)
    setText('')
    clear()
    navigate(suggestion.path)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0 || message) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      setPicked((was) => {
        const at = was.list === suggestions ? was.index : -1
        return {
          list: suggestions,
          index: at === -1 && step < 0 ? count - 1 : (at + step + count) % count,
        }
      })
    } else if (event.key === 'Enter') {
      const chosen = listShown ? suggestions[active] : undefined
      if (!chosen) return
      event.preventDefault()
      pick(chosen)
    } else if (event.key === 'Escape' && shown) {
      // Also keeps the browser from emptying a search input on Escape: closing is enough.
      event.preventDefault()
      setOpen(false)
      setPicked({ list: suggestions, index: -1 })
      clear()
    }
  }

  return (
    <search className="search" ref={root}>
      <form onSubmit={submit} aria-busy={busy}>
        <input
          type="search"
          className="search-input"
          data-testid="search-input"
          role="combobox"
          aria-label={t`Search ${name}`}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          aria-describedby={shown && message ? messageId : undefined}
          placeholder={t`Transaction, block, height or address`}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            clear()
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="icon-button" disabled={busy}>
          {busy
            ? t`Searching…`
            : t({ message: 'Search', comment: 'the button that runs a search' })}
        </button>
      </form>
      <div className="search-popover" data-testid="search-popover" hidden={!shown}>
        {shown && message ? <SearchMessageView message={message} id={messageId} /> : null}
        <SuggestionList
          id={listId}
          optionId={optionId}
          suggestions={listShown ? suggestions : []}
          active={active}
          onPick={pick}
        />
      </div>
    </search>
  )
}
