// nodemailer, in a file of its own once built (functions/build.mjs): sendMail loads it when a mail goes, so no
// other function's cold start reads its 440 KB.
export { createTransport } from 'nodemailer';
