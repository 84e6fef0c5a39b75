// Brotli and gzip copies of the built text assets, written once at build time so the server sends
// them as they are instead of compressing every response (server/src/platform/http/static.ts).
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

// The server looks for siblings of exactly these extensions (CONTENT_TYPES in static.ts); keep the
// two lists the same. Source maps end in .map and are never served, so they are never compressed.
const COMPRESSIBLE = /\.(js|json|html|svg|css|txt)$/;

// Below 1 KiB the framing costs about what compression saves.
const THRESHOLD = 1024;

/** Webpack plugins writing `<asset>.br` (quality 11) and `<asset>.gz` (level 9) next to each text asset. */
export function precompressPlugins() {
  const common = {
    test: COMPRESSIBLE,
    threshold: THRESHOLD,
    // Always write both siblings: the server then never compresses a built asset per request, and a
    // built asset without them means the build skipped this plugin.
    minRatio: Number.MAX_VALUE,
  };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}
