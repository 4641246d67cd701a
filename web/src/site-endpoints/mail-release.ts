/** POST by the site after a form is created: the answer to it may go out (the client's hourly ceiling). */
export const MAIL_RELEASE_PATH = '/api/mail-release';
