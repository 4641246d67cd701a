export { useLiveFirstPage } from './useLiveFirstPage';
