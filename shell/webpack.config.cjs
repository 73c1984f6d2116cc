module.exports = require('@alumni/shared/build/webpack')({ dir: __dirname });
