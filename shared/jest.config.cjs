module.exports = require('./build/jest.cjs')({ rootDir: __dirname });
