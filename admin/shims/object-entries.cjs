/* global module */
// node-polyglot (react-admin's i18n) requires the `object.entries` polyfill, which brings a dozen es-abstract
// helpers (about 5 KB gz) to the login page; every browser the console supports has Object.entries.
module.exports = Object.entries;
