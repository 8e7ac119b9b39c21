import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './storeTypes';

// The typed hooks: components use these, never the raw react-redux ones.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
