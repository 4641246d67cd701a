/* global require, process, performance */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file, loading the CommonJS bundle as an instance does */
// One fresh functions instance, as the bench's functions group starts it (functions-start.ts): the Node the
// functions run on loads lib/index.js, as every instance does, and serves the exported sitePage the way the
// Functions Framework does (express), so the parent can time its first page. It prints how long the load took.
const started = performance.now();
const functions = require(process.env.FUNCTIONS_LIB);
const loadedMs = performance.now() - started;
const express = require('express');
const app = express();
app.use(functions.sitePage);
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port, loadedMs })}\n`);
});
