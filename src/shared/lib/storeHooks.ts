// Typed react-redux hooks for every layer. `app/store.ts` registers the real state type by
// declaration merging, so features get full typing without importing from `app`.
// eslint-disable-next-line no-restricted-imports -- the one place the typed hooks are made
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by app/store.ts
export interface StoreTypes {}

export type AppState = StoreTypes extends { state: infer S } ? S : Record<string, unknown>;
export type AppDispatch = ThunkDispatch<AppState, undefined, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
