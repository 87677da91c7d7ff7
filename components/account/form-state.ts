/** After logout the browser goes to '/' after this delay (part of the product contract). */
export const LOGOUT_REDIRECT_DELAY_MS = 500;
