import { t } from '@lingui/core/macro'
import type { Suggestion } from './suggestion'

interface Props {
  id: string
  optionId: (index: number) => string
  suggestions: readonly Suggestion[]
  /** The row the arrow keys are on, -1 for none. */
  active: number
  onPick: (suggestion: Suggestion) => void
}

/** The combobox's listbox: one option per suggestion, its kind and its label (as text). */
export function SuggestionList({ id, optionId, suggestions, active, onPick }: Props) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t`Suggestions`}
      className="search-suggestions"
      data-testid="search-suggestions"
    >
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keys (arrows, Enter)
        <div
          key={suggestion.key}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="search-option"
          data-testid="search-suggestion"
          // Keeps the focus in the input, so the click still counts after it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          <span className="search-option-kind">{suggestion.kind}</span>{' '}
          <span className="search-option-label">{suggestion.label}</span>
        </div>
      ))}
    </div>
  )
}
