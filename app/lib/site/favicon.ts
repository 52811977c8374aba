/**
 * The tab icon (public/favicon.svg) as a data URL in the server-rendered head (app/routes/__root.tsx).
 * Chromium fetches a page's icon again after every client-side navigation; written into the page
 * it costs no request at all. tests/unit/favicon.test.ts keeps it equal to the file.
 */
export const FAVICON_DATA_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 36 36'%3E%3Ccircle cx='18' cy='18' r='11' fill='%232fb56b'/%3E%3Cellipse cx='18' cy='18' rx='17' ry='6' fill='none' stroke='%230b1e3f' stroke-width='2.5' transform='rotate(-20 18 18)'/%3E%3C/svg%3E"
