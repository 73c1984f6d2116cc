// Chakra pages with dialogs take a few seconds each in jsdom on a 2-core machine.
module.exports = require('@alumni/shared/build/jest')({ rootDir: __dirname });
