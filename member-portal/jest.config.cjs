module.exports = require('@alumni/shared/build/jest')({ rootDir: __dirname });
