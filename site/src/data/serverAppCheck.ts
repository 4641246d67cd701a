// The server entry's way to the token switch: only site/src/data imports Firebase.
export { readWithAppCheckToken } from './firebase';
