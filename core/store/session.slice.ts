import type { SessionInit, SetShop } from './types';

export interface SessionSlice {
  logged: boolean;
  login: string | null;
  setSession: (session: SessionInit) => void;
}

export function createSessionSlice(set: SetShop, init: SessionInit = { logged: false }): SessionSlice {
  return {
    logged: init.logged,
    login: init.login ?? null,
    setSession: ({ logged, login = null }) => set((s) => ({ session: { ...s.session, logged, login } })),
  };
}
