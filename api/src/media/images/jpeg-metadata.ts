const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;

const startsWith = (segment: Buffer, text: string) => segment.subarray(4, 4 + text.length).toString('latin1') === text;

/**
 * Which APPn segments a clean copy keeps: JFIF (APP0), the colour profile (APP2 "ICC_PROFILE") and
 * Adobe's colour transform flag (APP14), which decoders need. EXIF (with GPS), XMP, IPTC, MPF and
 * anything else goes, like comments.
 */
function keeps(marker: number, segment: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  return marker === 0xe0 || (marker === 0xe2 && startsWith(segment, 'ICC_PROFILE\0')) || (marker === 0xee && startsWith(segment, 'Adobe'));
}

const END = Buffer.from([0xff, EOI]);

/** Whether a metadata marker (APP1-APP15, COM) appears between scans: one pass over the FF bytes. */
function hasMetadataMarker(scans: Buffer): boolean {
  for (let at = scans.indexOf(0xff); at >= 0; at = scans.indexOf(0xff, at + 1)) {
    const next = scans[at + 1];
    if ((next >= 0xe1 && next <= 0xef) || next === COM) return true;
  }
  return false;
}

/**
 * The same JPEG without its metadata, byte for byte otherwise (no re-encoding, so no quality lost and
 * no time spent), and nothing after the end-of-image marker. Throws on anything it cannot walk.
 */
export function jpegWithoutMetadata(jpeg: Buffer): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== SOI) throw new Error('Not a JPEG');
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`Expected a marker at ${at}`);
    const marker = jpeg[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) break;
    const segment = jpeg.subarray(at, end);
    if (keeps(marker, segment)) kept.push(segment);
    at = end;
    if (marker === SOS) {
      // From the first scan to the end-of-image marker: entropy-coded data never holds FF D9 (an FF in
      // it is followed by 00 or a restart marker), only more tables and scans may come in between.
      const last = jpeg.indexOf(END, at);
      if (last < 0) break;
      const scans = jpeg.subarray(at, last);
      if (hasMetadataMarker(scans)) throw new Error('Metadata between scans');
      return Buffer.concat([...kept, scans, END]);
    }
  }
  throw new Error('The JPEG has no end');
}
