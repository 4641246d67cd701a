/** The request header carrying a Firebase App Check token: the site sends it, the public endpoints read it. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
