export { EditionCreate } from './EditionCreate';
export { EditionEdit } from './EditionEdit';
export { EditionList } from './EditionList';
export { EditionShow } from './EditionShow';
