/** Where the demo DADs work (issue 27): Mike from Irvine, Tom from Newport Beach, each by radius. */
export const DEMO_DAD_COVERAGE: Record<string, { homeZip: string; radiusMiles: number }> = {
  'dad@demo.dadsdetail.com': { homeZip: '92618', radiusMiles: 15 },
  'dad2@demo.dadsdetail.com': { homeZip: '92660', radiusMiles: 12 },
};
