import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { LoginRequest } from '../../services/provider';
import { loadAuthApi } from './loadAuthApi';

/** What a press of INGRESAR gets when the sign-in code itself could not be downloaded. */
const CODE_NOT_LOADED: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'The provider API code did not load',
};

export interface LoginOutcome {
  error?: FetchBaseQueryError | SerializedError;
}

/**
 * POST auth/login/, once per call. The provider API's code is not on /login's first paint
 * (a visitor who only reads the page never downloads it): `prepare` starts its download when
 * the cardholder turns to the form, seconds before the DNI and the card digits are typed, and
 * a press of INGRESAR before it has arrived waits for it (a failed download is a connection
 * error, tried again at the next press). On success the session starts (see authApi's login).
 */
export function useLogin() {
  const dispatch = useAppDispatch();
  const [isLoading, setIsLoading] = useState(false);
  // A second press while the first is under way gets the same answer: one call, never two.
  const underWay = useRef<Promise<LoginOutcome> | null>(null);

  const prepared = useRef(false);

  const prepare = useCallback(() => {
    if (prepared.current) return;
    prepared.current = true;
    // Early and quiet: a failure here is met again, and reported, at the press of INGRESAR.
    dispatch(loadAuthApi()).catch(() => {
      prepared.current = false;
    });
  }, [dispatch]);

  const send = useCallback(
    async (values: LoginRequest): Promise<LoginOutcome> => {
      setIsLoading(true);
      try {
        const { authApi } = await dispatch(loadAuthApi());
        const call = dispatch(authApi.endpoints.login.initiate(values));
        const result = await call;
        // Nothing on screen reads the mutation's cache entry: it goes with the answer.
        call.reset();
        return 'error' in result ? { error: result.error } : {};
      } catch {
        return { error: CODE_NOT_LOADED };
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

  return { login, isLoading, prepare };
}
