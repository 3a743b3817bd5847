// Image pipeline figure for `npm run bench`: the API's real ImageProcessor turning a 12-megapixel
// JPEG into all its variants, as a ratio to one bare sharp resize of the same image in the same run.
//
// The processor is TypeScript inside the API, so it is compiled here with the API's own rspack
// config (same SWC settings, same externals) and only its entry swapped: no copy of the pipeline,
// nothing started. Run alone with `node tools/bench/image-bench.mjs`.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = resolve(fileURLToPath(import.meta.url), '../../..');
const sharp = require('sharp');

export const RUNS = 9;

/** Builds api/src/media/images/image-processor.ts into a temporary CommonJS file and loads it. */
async function loadProcessor() {
  const { rspack } = require('@rspack/core');
  const apiConfig = require(join(root, 'api/rspack.config.js'));
  // Inside the repository, so the bundle's external requires (sharp, @nestjs/common) resolve from node_modules.
  const outDir = join(root, 'node_modules/.cache/dd-image-bench');
  const config = {
    ...apiConfig,
    entry: { processor: './api/src/media/images/image-processor.ts' },
    output: { ...apiConfig.output, path: outDir },
    devtool: false,
    plugins: [],
  };
  try {
    await new Promise((done, fail) =>
      rspack(config, (error, stats) => (error || stats.hasErrors() ? fail(error ?? new Error(stats.toString('errors-only'))) : done())),
    );
    const { ImageProcessor } = require(join(outDir, 'processor.js'));
    return new ImageProcessor();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A 4000x3000 camera-like JPEG: a colour gradient under gaussian noise (noise alone is unrealistically hard on encoders). */
export async function twelveMegapixelJpeg() {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = (x * 255) / width;
      gradient[i + 1] = (y * 255) / height;
      gradient[i + 2] = 128 + 64 * Math.sin(x / 150) * Math.cos(y / 110);
    }
  }
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .png()
    .toBuffer();
  return sharp(gradient, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Runs the two tasks in turn `RUNS` times after one warm-up each, and returns the median time of each
 * and the median of the per-run ratios: each pair runs back to back, so a change in the machine's
 * load (other jobs on a shared box) falls on both sides of a ratio alike. That holds on a quiet
 * machine only: when other work fills both cores the pairs scatter (0.3 to 10 at a load of 35) and
 * the median says little, hence the load average beside it.
 */
async function paired(pipeline, bare) {
  await pipeline();
  await bare();
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await pipeline();
    const middle = performance.now();
    await bare();
    runs.push({ pipelineMs: middle - start, bareResizeMs: performance.now() - middle });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  const ratios = runs.map((r) => r.pipelineMs / r.bareResizeMs);
  return {
    pipelineMs: median(runs.map((r) => r.pipelineMs)),
    bareResizeMs: median(runs.map((r) => r.bareResizeMs)),
    ratio: median(ratios),
    ratios,
  };
}

/**
 * { pipelineMs, bareResizeMs, ratio, ratios, load }: the full pipeline against
 * `sharp(jpeg).resize(1600x1600 inside).toBuffer()`, each pair's ratio in run order, and the load average
 * at the start (the machine is shared: the ratio nears the ratio of CPU time when other work fills both cores).
 */
export async function imageBench() {
  // sharp as the server sets it up (ImageUploadLimits, IMAGE_CONCURRENCY=1): no operation cache, one
  // image's libvips threads on every core. The cache would also let the bare resize of the same
  // buffer reuse work between runs, which no upload can.
  sharp.cache(false);
  sharp.concurrency(availableParallelism());
  const processor = await loadProcessor();
  const jpeg = await twelveMegapixelJpeg();
  const load = loadavg();
  const figures = await paired(
    () => processor.process(jpeg),
    () => sharp(jpeg).resize(1600, 1600, { fit: 'inside' }).toBuffer(),
  );
  return { ...figures, load };
}

/** The line both printers add: each pair's ratio and the load average. */
export function imageRunsLine({ ratios, load }) {
  return `  each pair: ${ratios.map((r) => r.toFixed(2)).join(' ')}; load average ${load.map((l) => l.toFixed(2)).join(', ')} at the start`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await imageBench();
  console.log(`\nImage pipeline (12 MP JPEG, median of ${RUNS} after a warm-up)`);
  console.log(`  all variants: ${result.pipelineMs.toFixed(0)} ms; bare sharp resize: ${result.bareResizeMs.toFixed(0)} ms; ratio ${result.ratio.toFixed(2)} (goal <= 1.3)`);
  console.log(imageRunsLine(result));
}
