// The production dependencies as a CycloneDX SBOM (dist/sbom.cdx.json, made by `npm run build`) for
// an operator's vulnerability scanner (the registry's audit service is out of reach here), and
// their licences held against tools/supply-chain/licences.json: the build fails on any other.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The SPDX ids or expression a component declares, e.g. `MIT` or `(MIT OR WTFPL)`. */
const licencesOf = (component) => (component.licenses ?? []).map((l) => l.expression ?? l.license?.id ?? l.license?.name).filter(Boolean);

/** Whether an SPDX expression is allowed: one allowed side of an OR suffices, every side of an AND must be. */
function allowedExpression(expression, allowed) {
  const plain = expression.replace(/[()]/g, ' ').trim();
  return plain.split(/\s+OR\s+/).some((option) => option.split(/\s+AND\s+/).every((id) => allowed.has(id.trim())));
}

/** `name@version: licence` for each component whose licence the policy does not allow (and that it does not name). */
export function licenceProblems(sbom, policy) {
  const allowed = new Set(policy.allowed);
  return sbom.components
    .filter((c) => !(c.name in policy.packages))
    .flatMap((c) => {
      const declared = licencesOf(c);
      if (!declared.length) return [`${c.name}@${c.version}: no licence declared`];
      return declared.every((e) => allowedExpression(e, allowed)) ? [] : [`${c.name}@${c.version}: ${declared.join(', ')}`];
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const text = execFileSync(npm, ['sbom', '--omit', 'dev', '--sbom-format', 'cyclonedx', '--sbom-type', 'application'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(join(ROOT, 'dist/sbom.cdx.json'), text);
  const sbom = JSON.parse(text);
  const problems = licenceProblems(sbom, JSON.parse(readFileSync(join(ROOT, 'tools/supply-chain/licences.json'), 'utf8')));
  for (const p of problems) console.error(`licence not on the allow-list (tools/supply-chain/licences.json): ${p}`);
  if (problems.length) process.exit(1);
  console.log(`dist/sbom.cdx.json: ${sbom.components.length} production packages, every licence allowed`);
}
