// The header search's suggestion list, a lazily loaded chunk: it fetches suggestions for
// what is typed (debounced), shows them grouped Products / Categories / Brands with the matched words
// marked, and drives the combobox's keyboard (ArrowDown/ArrowUp, Enter, Escape) on the box's input.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchSuggestions as Suggestions } from '@contracts/catalog';
import { useGetSearchSuggestionsQuery } from '../suggestionsApi';
import { Marked } from './Marked';
import './searchSuggestions.css';

/** What the box's <input> shows of the list: aria-expanded, aria-activedescendant, aria-controls once the list exists. */
export interface ComboState {
  expanded: boolean;
  active?: string;
  ready?: boolean;
}

interface Option {
  id: string;
  href: string;
  label: string;
  ranges: [number, number][];
}

interface Group {
  key: string;
  name: string;
  options: Option[];
}

/** Typing pauses this long before a request: one request per pause, not per key. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Fewer characters than this match too much to help. */
const MIN_CHARS = 2;

function groupsOf(data: Suggestions, listId: string): Group[] {
  const q = encodeURIComponent;
  const groups: Group[] = [
    {
      key: 'p',
      name: 'Products',
      options: data.products.map((p) => ({ id: `${listId}-p${p.id}`, href: `/product/${q(p.slug)}`, label: p.label, ranges: p.highlight.label })),
    },
    {
      key: 'c',
      name: 'Categories',
      options: data.categories.map((c) => ({
        id: `${listId}-c${c.id}`,
        href: c.parent_slug ? `/shop?category=${q(c.parent_slug)}&subcategory=${q(c.slug)}` : `/shop?category=${q(c.slug)}`,
        label: c.label,
        ranges: c.highlight.label,
      })),
    },
    {
      key: 'b',
      name: 'Brands',
      options: data.brands.map((b) => ({ id: `${listId}-b${b.id}`, href: `/shop?brands=${q(b.slug)}`, label: b.label, ranges: b.highlight.label })),
    },
  ];
  return groups.filter((g) => g.options.length > 0);
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Props {
  term: string;
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  onState: (state: ComboState) => void;
}

export default function SearchSuggestions({ term, input, listId, onState }: Props) {
  const navigate = useNavigate();
  const q = useDebounced(term.trim(), SUGGEST_DEBOUNCE_MS);
  const asked = q.length >= MIN_CHARS;
  const { data } = useGetSearchSuggestionsQuery(q, { skip: !asked });
  const groups = useMemo(() => (data && asked ? groupsOf(data, listId) : []), [data, asked, listId]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  // The list mounts on the box's first focus. Closing it (Escape, a blur, a pick, a submit) holds
  // for the words then in the box: typing more opens it again, and so does an arrow key.
  const [focused, setFocused] = useState(true);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  // The active suggestion belongs to one list for one term: new words or new suggestions reset it.
  const [selection, setSelection] = useState<{ of: Option[]; term: string; index: number }>({ of: options, term, index: -1 });
  const active = selection.of === options && selection.term === term ? selection.index : -1;
  const expanded = focused && closedFor !== term && options.length > 0;
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;

  useEffect(() => onState({ expanded, active: activeId, ready: true }), [expanded, activeId, onState]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setClosedFor(term);
    setSelection({ of: options, term, index: -1 });
  };
  const pick = (option: Option) => {
    close();
    navigate(option.href);
  };
  const move = (down: boolean) => {
    const n = options.length;
    const index = !expanded ? (down ? 0 : n - 1) : down ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
    setClosedFor(null);
    setSelection({ of: options, term, index });
  };
  // The input's listeners are attached once; they reach the latest render's state through this ref.
  const latest = useRef({ expanded, options, active, pick, move, close });
  useEffect(() => {
    latest.current = { expanded, options, active, pick, move, close };
  });

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.isComposing) return;
      const { expanded, options, active, pick, move, close } = latest.current;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!options.length) return;
        e.preventDefault(); // keep the caret where it is
        move(e.key === 'ArrowDown');
      } else if (e.key === 'Enter') {
        if (expanded && active >= 0) {
          e.preventDefault(); // open the suggestion instead of submitting the search
          pick(options[active]);
        } else close(); // the form submits the typed words, as without suggestions
      } else if (e.key === 'Escape' && expanded) {
        e.preventDefault(); // close the list without the search field's own Escape clearing the words
        close();
      }
    };
    const onBlur = () => {
      latest.current.close();
      setFocused(false);
    };
    const onFocus = () => setFocused(true);
    el.addEventListener('keydown', onKey);
    el.addEventListener('blur', onBlur);
    el.addEventListener('focus', onFocus);
    return () => {
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('blur', onBlur);
      el.removeEventListener('focus', onFocus);
    };
  }, [input]);

  return (
    <>
      <div className="suggest" id={listId} role="listbox" aria-label="Search suggestions" hidden={!expanded}>
        {groups.map((g) => (
          <ul key={g.key} className="suggest__group" role="group" aria-labelledby={`${listId}-${g.key}`}>
            <li className="suggest__head" role="presentation" id={`${listId}-${g.key}`}>
              {g.name}
            </li>
            {g.options.map((o) => (
              <li
                key={o.id}
                id={o.id}
                role="option"
                aria-selected={o.id === activeId}
                className={`suggest__option${o.id === activeId ? ' is-active' : ''}`}
                // Keep focus in the box, so a click is not first a blur that closes the list.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(o)}
              >
                <Marked text={o.label} ranges={o.ranges} />
              </li>
            ))}
          </ul>
        ))}
      </div>
      <p className="sr-only" role="status">
        {expanded ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}; use the arrow keys to choose.` : ''}
      </p>
    </>
  );
}
