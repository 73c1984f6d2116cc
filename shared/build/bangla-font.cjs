// Noto Sans Bengali for Bangla text on the web (issue 37; the certificate's face): @fontsource's files of the
// font's Bengali subset (the Bengali block, the dandas, ZWJ/ZWNJ, the dotted circle: what Google Fonts splits
// it into), regular and bold, emitted by the host's build under hashed names. Its @font-face rules go into the
// theme's stylesheet with that subset's `unicode-range`, so a page downloads the font only when it shows a
// Bangla letter (an English page never does), and `font-display: swap`: the text is readable at once.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

/** The font's family name, first in the theme's stack: the browser passes over it for any other letter. */
const BANGLA_FAMILY = 'Noto Sans Bengali';
/** The characters the subset holds (@fontsource/noto-sans-bengali's `bengali` subset, as its CSS says). */
const BANGLA_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';
const WEIGHTS = [400, 700];

/** The font's files as `{ weight, file, content }`: `file` is its hashed name in the build's output. */
function banglaFontFiles() {
  return WEIGHTS.map((weight) => {
    const content = readFileSync(
      require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`),
    );
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 20);
    return { weight, file: `noto-sans-bengali-${weight}.${hash}.woff2`, content };
  });
}

/** The @font-face rules of `files` (served at /<file>). */
const banglaFontFaces = (files) =>
  files
    .map(
      ({ weight, file }) =>
        `@font-face{font-family:'${BANGLA_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:url(/${file}) format('woff2');unicode-range:${BANGLA_RANGE};}`,
    )
    .join('');

module.exports = { BANGLA_FAMILY, BANGLA_RANGE, banglaFontFiles, banglaFontFaces };
