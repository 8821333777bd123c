import './search.css'
import { type FormEvent, useId, useState } from 'react'
import { networkLabels } from '../../app/networks'
import { useNetwork } from '../../app/useNetwork'
import { SearchMessageView } from './SearchMessageView'
import { useSearch } from './useSearch'

export function SearchBox() {
  const network = useNetwork()
  const [text, setText] = useState('')
  const { search, message, busy, clear } = useSearch()
  const messageId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await search(text)) setText('')
  }

  return (
    <search className="search">
      <form onSubmit={submit} aria-busy={busy}>
        <input
          type="search"
          className="search-input"
          data-testid="search-input"
          aria-label={`Search ${networkLabels[network]}`}
          aria-describedby={message ? messageId : undefined}
          placeholder="Transaction, block, height or address"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            clear()
          }}
        />
        <button type="submit" className="icon-button" disabled={busy}>
          {busy ? 'Searching…' : 'Search'}
        </button>
      </form>
      {message ? <SearchMessageView message={message} id={messageId} /> : null}
    </search>
  )
}
