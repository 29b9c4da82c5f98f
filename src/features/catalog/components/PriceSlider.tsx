// Two-thumb price slider, step 100, labels in rupees (spec 5). The range is committed on release.
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
  const draft = value;
  const set = onChange;
  const commit = () => onCommit([Math.min(...draft), Math.max(...draft)] as [number, number]);
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
        />
      </div>
      <p className="price-slider__labels">
        <span>{formatRupees(Math.min(...draft))}</span> – <span>{formatRupees(Math.max(...draft))}</span>
      </p>
    </div>
  );
}
