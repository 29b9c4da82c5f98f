// Stars out of 5: full, half (fraction at least .5) and empty (spec 5).
export function starParts(rating: number): { full: number; half: number; empty: number } {
  const r = Math.max(0, Math.min(5, Number(rating) || 0));
  const full = Math.floor(r);
  const half = r - full >= 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}

export function Stars({ rating, label }: { rating: number; label?: string }) {
  const { full, half, empty } = starParts(rating);
  return (
    <span className="stars" role="img" aria-label={label ?? `Rated ${Number(rating).toFixed(1)} out of 5`}>
      {'★'.repeat(full)}
      {half ? <span className="stars__half">★</span> : null}
      <span className="stars__empty">{'★'.repeat(empty)}</span>
    </span>
  );
}
