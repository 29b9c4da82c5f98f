import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { productToggled, selectIsCompared, type ComparedProduct } from '../compareSlice';
import '../compare.css';

export function CompareCheckbox({ product }: { product: ComparedProduct }) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector((s) => selectIsCompared(s, product.id));
  return (
    <label className="compare-check">
      <input type="checkbox" checked={checked} onChange={() => dispatch(productToggled(product))} />
      Compare
    </label>
  );
}
