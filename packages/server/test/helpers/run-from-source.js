/**
 * Runs the server's src/main.ts from source in a child process (no build needed):
 * ts-node in transpile-only mode, with @stronghold/rules resolved to its sources.
 */
const path = require('node:path');
const Module = require('node:module');

const rulesSrc = path.resolve(__dirname, '../../../rules/src');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === '@stronghold/rules') request = path.join(rulesSrc, 'index.ts');
  else if (request === '@stronghold/rules/testing') request = path.join(rulesSrc, 'testing/index.ts');
  return resolve.call(this, request, ...rest);
};
require('ts-node').register({
  transpileOnly: true,
  project: path.resolve(__dirname, '../../tsconfig.json'),
  compilerOptions: { module: 'commonjs', moduleResolution: 'node' },
});
require(path.resolve(__dirname, '../../src/main.ts'));
