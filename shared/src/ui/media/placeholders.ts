const svg = (body: string) => `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;

/** Neutral silhouette for users without a profile picture. */
export const DEFAULT_AVATAR_URL = svg(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#cbd5e1'/>" +
    "<circle cx='32' cy='25' r='12' fill='#f1f5f9'/><path d='M10 60c2-13 11-20 22-20s20 7 22 20z' fill='#f1f5f9'/></svg>",
);

/** Shield for associations without a logo. */
export const DEFAULT_LOGO_URL = svg(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' rx='12' fill='#c4ebe8'/>" +
    "<path d='M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z' fill='#0e7770'/>" +
    "<path d='M24 31l6 6 11-12' stroke='white' stroke-width='4' fill='none' stroke-linecap='round' stroke-linejoin='round'/></svg>",
);

/** Soft gradient for associations without a cover photo. */
export const DEFAULT_COVER_URL = svg(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1200 400' preserveAspectRatio='none'>" +
    "<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#0d5f5a'/><stop offset='1' stop-color='#33aba3'/></linearGradient></defs>" +
    "<rect width='1200' height='400' fill='url(#g)'/></svg>",
);
