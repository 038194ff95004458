// Illustrations for the demo sites, generated as small SVG files so the repository ships no binary
// images and a fresh `.data/uploads` gets them back on the next seed. They are written into the upload
// directory, because that is where a distributor's own images live and how the API serves them.
import fs from 'node:fs';
import path from 'node:path';

/** Public URL prefix under which the API serves UPLOAD_DIR. */
const UPLOAD_URL_PREFIX = '/uploads';

const palettes = {
  green: ['#2f855a', '#9ae6b4'],
  teal: ['#285e61', '#81e6d9'],
  orange: ['#c05621', '#fbd38d'],
  purple: ['#553c9a', '#d6bcfa'],
  blue: ['#2c5282', '#90cdf4'],
  rose: ['#97266d', '#fbb6ce'],
};

const escapeXml = (s) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

/** A gradient card with soft circles and an optional caption (none for hero backgrounds, which get text on top). */
function illustration({ title = '', subtitle = '', palette = 'green', width = 1600, height = 600 }) {
  const [dark, light] = palettes[palette] ?? palettes.green;
  const titleSize = Math.round(Math.min(width / 18, height / 6));
  const subSize = Math.round(titleSize * 0.45);
  const font = 'text-anchor="middle" font-family="Helvetica, Arial, sans-serif"';
  const titleText = title
    ? `<text x="50%" y="${subtitle ? '46%' : '52%'}" ${font} font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>`
    : '';
  const subtitleText = subtitle
    ? `<text x="50%" y="60%" ${font} font-size="${subSize}" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.25}" r="${height * 0.45}" fill="#ffffff" opacity="0.12"/>
  <circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.35}" fill="#ffffff" opacity="0.10"/>
  <circle cx="${width * 0.65}" cy="${height * 0.85}" r="${height * 0.18}" fill="#ffffff" opacity="0.15"/>
  ${titleText}
  ${subtitleText}
</svg>
`;
}

/**
 * Writes `images` ({ name: svgOptions }) to `<uploadDir>/demo/<folder>/<name>.svg` (only when missing or
 * different) and returns { name: url }. An image with `format: 'jpg'` is rendered to a JPEG instead (the
 * hero photos, which distributors upload as photos): the API makes its resized AVIF/WebP/JPEG variants at
 * start-up (its image backfill), so the demo storefront serves them through `srcset` like real uploads.
 */
export async function writeDemoImages(uploadDir, folder, images) {
  const dir = path.join(uploadDir, 'demo', folder);
  fs.mkdirSync(dir, { recursive: true });
  const urls = {};
  for (const [name, { format = 'svg', ...options }] of Object.entries(images)) {
    const file = path.join(dir, `${name}.${format}`);
    const svg = illustration(options);
    const bytes = format === 'jpg' ? await rasterize(svg) : Buffer.from(svg);
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(bytes)) {
      fs.writeFileSync(file, bytes);
      // Changed: its variants are stale; without the manifest the API's start-up backfill makes them again.
      fs.rmSync(path.join(dir, `${name}.json`), { force: true });
    }
    urls[name] = `${UPLOAD_URL_PREFIX}/demo/${folder}/${name}.${format}`;
  }
  return urls;
}

/** The API's image library (a dependency of @ds/api), loaded only when a raster demo image is written. */
async function rasterize(svg) {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}
