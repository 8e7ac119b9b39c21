import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useRef, useState } from 'react';
import type { LoginRequest } from '../../services/provider';

export interface LoginOutcome {
  error?: FetchBaseQueryError | SerializedError;
}

/** The sign-in's sequence, from 'Cargando...' to the signed-in pages (startup/5-signing-in.ts). */
export type SignIn = (values: LoginRequest) => Promise<LoginOutcome>;

/** INGRESAR: the sign-in, once per press, and whether it is under way ('Cargando...'). */
export function useLogin(signIn: SignIn) {
  const [isLoading, setIsLoading] = useState(false);
  // A second press while the first is under way gets the same answer: one call, never two.
  const underWay = useRef<Promise<LoginOutcome> | null>(null);

  const send = useCallback(
    async (values: LoginRequest): Promise<LoginOutcome> => {
      setIsLoading(true);
      try {
        return await signIn(values);
      } finally {
        underWay.current = null;
        setIsLoading(false);
      }
    },
    [signIn],
  );

  const login = useCallback(
    (values: LoginRequest): Promise<LoginOutcome> => (underWay.current ??= send(values)),
    [send],
  );

  return { login, isLoading };
}
