// A wide table's own scrolling box: on a phone the table scrolls sideways inside it instead of
// widening the page. It is a named region, and while it does scroll it is also a keyboard stop (the
// arrow keys scroll it, with the back office's focus ring), so the hidden columns are in reach
// without a mouse or touch; a table that fits adds no extra tab stop.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const overflows = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1;

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // When the table changes (rows arrive, a column grows) and whenever the box changes width (a turned phone).
  useLayoutEffect(() => {
    if (ref.current) setScrolls(overflows(ref.current));
  }, [children]);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => setScrolls(overflows(box)));
    watch.observe(box);
    return () => watch.disconnect();
  }, []);
  return (
    <div ref={ref} className="a-table-scroll" role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined}>
      {children}
    </div>
  );
}
