/**
 * Headers of an uploaded file served back. Opened on its own in a browser, a file is a sandboxed
 * document that may load nothing, so even a file that is a page or an SVG with a script runs no
 * code on our origin; nosniff keeps the type its bytes were checked as. Images, video and audio
 * stay inline (the console's previews, the mobile app); any other type is a download.
 */
const media = /^(image|video|audio)\//;

export function servedFileHeaders(mime: string): Record<string, string> {
  return {
    "content-type": mime,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    ...(media.test(mime) ? {} : { "content-disposition": "attachment" }),
  };
}
