// The header's search box (spec 2), a WAI-ARIA 1.2 combobox: the suggestion list behind it is a
// separate chunk (SearchSuggestions) loaded on the box's first focus, so a first visit pays nothing.
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FORM_TOOLS } from '@contracts/agentForms';
import { respondToAgent } from '@/shared/lib/webmcp';
import type { ComboState } from './SearchSuggestions';
import './searchBox.css';

const SearchSuggestions = lazy(() => import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions'));

export function SearchBox({ current }: { current: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(current);
  // The box follows the URL's search when it changes elsewhere (a link, Back), adjusted during render
  // rather than by remounting: a remount would take the focus from someone clearing the box.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setText(current);
  }
  const [wanted, setWanted] = useState(false); // focused once: the suggestion chunk is wanted
  const [combo, setCombo] = useState<ComboState>({ expanded: false });
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Read from the form, not the state: an agent filling the form (WebMCP) may set the value directly.
    const field = e.currentTarget.elements.namedItem('search');
    const term = (field instanceof HTMLInputElement ? field.value : text).trim();
    if (!term) {
      respondToAgent(e, Promise.resolve('Give the search words.'));
      return; // spec 5: a blank search is ignored
    }
    navigate(`/shop?search=${encodeURIComponent(term)}`);
    respondToAgent(e, Promise.resolve(`Showing the shop's results for "${term}".`));
  };
  return (
    <form
      className="search"
      role="search"
      onSubmit={onSubmit}
      toolname={FORM_TOOLS.siteSearch.name}
      tooldescription={FORM_TOOLS.siteSearch.description}
      toolautosubmit=""
    >
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id="site-search"
        name="search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={combo.ready ? listId : undefined}
        aria-activedescendant={combo.active}
        autoComplete="off"
        placeholder="Search by product, brand, SKU or model"
        value={text}
        maxLength={100}
        onFocus={() => setWanted(true)}
        onChange={(e) => {
          setText(e.target.value);
          // Clearing the box returns to the unfiltered shop (spec 2).
          if (e.target.value === '' && current) navigate('/shop');
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions term={text} input={input} listId={listId} onState={setCombo} />
        </Suspense>
      ) : null}
      <button type="submit" className="btn btn--accent" disabled={!text.trim()}>
        Search
      </button>
    </form>
  );
}
