import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { afterNextPaintWithin } from '../../lib/next-task';
import type { LoginRequest } from '../../services/provider';
import { authApi } from './authApi';

export interface LoginOutcome {
  error?: FetchBaseQueryError | SerializedError;
}

/** POST auth/login/, once per call. On success the session starts (see authApi's login). */
export function useLogin() {
  const dispatch = useAppDispatch();
  const [isLoading, setIsLoading] = useState(false);
  // A second press while the first is under way gets the same answer: one call, never two.
  const underWay = useRef<Promise<LoginOutcome> | null>(null);

  const send = useCallback(
    async (values: LoginRequest): Promise<LoginOutcome> => {
      setIsLoading(true);
      try {
        // 'Cargando...' is on screen before the login's own work runs (RTK Query's first call,
        // the request): the press answers within a frame, and the request leaves right after.
        await afterNextPaintWithin(100);
        const call = dispatch(authApi.endpoints.login.initiate(values));
        const result = await call;
        // Nothing on screen reads the mutation's cache entry: it goes with the answer.
        call.reset();
        return 'error' in result ? { error: result.error } : {};
      } finally {
        underWay.current = null;
        setIsLoading(false);
      }
    },
    [dispatch],
  );

  const login = useCallback(
    (values: LoginRequest): Promise<LoginOutcome> => (underWay.current ??= send(values)),
    [send],
  );

  return { login, isLoading };
}
