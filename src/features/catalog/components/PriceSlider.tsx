// Two-thumb price slider, step 100, labels in rupees (spec 5). The range is committed on release.
import { useState } from 'react';
import { PRICE_STEP } from '@/shared/config';
import { formatRupees } from '@contracts/format';

interface Props {
  bounds: [number, number];
  value: [number, number];
  onChange: (range: [number, number]) => void;
  onCommit: (range: [number, number]) => void;
}

export function PriceSlider({ bounds, value, onChange, onCommit }: Props) {
  // The range lives in the store (the shared range of spec 4); dragging updates it, release commits it.
  // While a thumb is held (a key down, a pointer pressed) the slider keeps its own draft as well: the
  // answer to the previous step's commit re-seeds the store's range from the URL, and would otherwise
  // take back a step made since, so a quick run of arrow presses lost some of them.
  const [held, setHeld] = useState<[number, number] | null>(null);
  const draft = held ?? value;
  const set = (range: [number, number]) => {
    setHeld(range);
    onChange(range);
  };
  const commit = () => {
    if (!held) return;
    setHeld(null);
    onCommit([Math.min(...held), Math.max(...held)] as [number, number]);
  };
  const span = Math.max(bounds[1] - bounds[0], 1);
  const left = ((Math.min(...draft) - bounds[0]) / span) * 100;
  const right = ((Math.max(...draft) - bounds[0]) / span) * 100;
  return (
    <div className="price-slider">
      <div className="price-slider__track" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        <input
          type="range"
          aria-label="Minimum price"
          min={bounds[0]}
          max={bounds[1]}
          step={PRICE_STEP}
          value={draft[0]}
          onChange={(e) => set([Math.min(Number(e.target.value), draft[1]), draft[1]])}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
        />
        <input
          type="range"
          aria-label="Maximum price"
          min={bounds[0]}
          max={bounds[1]}
          step={PRICE_STEP}
          value={draft[1]}
          onChange={(e) => set([draft[0], Math.max(Number(e.target.value), draft[0])])}
          onPointerUp={commit}
          onKeyUp={commit}
          onBlur={commit}
        />
      </div>
      <p className="price-slider__labels">
        <span>{formatRupees(Math.min(...draft))}</span> – <span>{formatRupees(Math.max(...draft))}</span>
      </p>
    </div>
  );
}
