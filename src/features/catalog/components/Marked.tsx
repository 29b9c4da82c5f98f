// A label with the ranges a search matched shown in <mark>, for result cards and suggestions.
import type { ReactNode } from 'react';

/** The text with its matched [start, end) ranges in <mark> (as text nodes: nothing from the server is parsed as HTML). */
export function Marked({ text, ranges }: { text: string; ranges?: [number, number][] }) {
  if (!ranges?.length) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
