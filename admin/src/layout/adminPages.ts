// react-admin's own pages for the moments after sign-in or on failure, in a chunk of their own: ConsoleAdmin
// loads them on first use, so the login page does not carry them.
export {
  AccessDenied,
  AuthCallback,
  AuthenticationError,
  Error as ErrorPage,
  NotFound,
  Notification,
} from 'react-admin';
