// The accounts service's wire forms and default address (core/webauthn/accounts.ts calls it): apart, so the
// passkey islands' load job reads a container's settings without the client's code (vite.config.ts).

export type AccountsFormat = 'platform' | 'spec';
export const ACCOUNTS_FORMATS: readonly AccountsFormat[] = ['platform', 'spec'];

/** The platform's default service, used when neither the container nor app_shop.vars names one. */
export const DEFAULT_ACCOUNTS_URL = 'https://accounts.idosell.com/';
