// What node-polyglot (react-admin's translator) gets for require('object.entries') (vite.config.ts
// `resolve.alias`): the browser's own Object.entries. The package is a polyfill for engines
// older than ES2017 and brings es-abstract's intrinsics (about 5 KB gzip) into the console's
// first screen (the first screen's budget of 200 KB gzip, checked by e2e/firstScreen.test.ts); every browser the console supports has Object.entries.
module.exports = function entries(object) {
  return Object.entries(object);
};
