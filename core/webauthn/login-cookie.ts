// Spec sections 4 and 9: after a sign-in, 500 ms later, the login cookie handling sets ck_cook for 30 days.
// The spec gives no value; 'yes' is what IdoSell's own cookie handling writes. No token is ever stored.
import { setCookie } from '../dom/cookies';

export const LOGIN_COOKIE = 'ck_cook';
export const LOGIN_COOKIE_DAYS = 30;
export const LOGIN_COOKIE_DELAY_MS = 500;

/** Returns the function that cancels it (an unmount before the 500 ms are up). */
export function scheduleLoginCookie(): () => void {
  const timer = setTimeout(() => {
    setCookie(LOGIN_COOKIE, 'yes', { days: LOGIN_COOKIE_DAYS });
  }, LOGIN_COOKIE_DELAY_MS);
  return () => clearTimeout(timer);
}
