/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. from `BENCH_CPU_PROF=dir npm run bench`):
 * self time per package (node_modules/<package>, node internals, the app's own files, GC, idle)
 * and the functions with the most self time.
 *
 *   npx tsx scripts/bench-profile.ts <file.cpuprofile> [top=30] [skipSeconds=0]
 *
 * skipSeconds leaves out the first seconds of the profile (start-up: module loading, migrations).
 * Self time of a node = its hit count x the sampling interval (time deltas are summed per sample,
 * so a busy box's uneven sampling is accounted for).
 */
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
const top = Number(process.argv[3] ?? 30);
const skipUs = Number(process.argv[4] ?? 0) * 1e6;
if (!file) {
  console.error('usage: npx tsx scripts/bench-profile.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;

/** Which package a frame belongs to: the innermost node_modules package, else a coarse bucket. */
function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(garbage collector)') return '(gc)';
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(program)') return '(program)';
    return '(native)';
  }
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const i = url.lastIndexOf('/node_modules/');
  if (i >= 0) {
    const rest = url.slice(i + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = url.indexOf('/server/src/');
  if (src >= 0) return url.includes('/generated/') ? 'app: server/src/generated' : 'app: server/src';
  return url.replace(/^file:\/\//, '');
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
let elapsed = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]!;
  const delta = profile.timeDeltas[i] ?? 0;
  elapsed += delta;
  if (elapsed < skipUs) continue;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idle = [...selfUs.entries()].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, v]) => a + v, 0);
const busy = total - idle;

const perPackage = new Map<string, number>();
const perFunction = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  const pkg = packageOf(frame);
  perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + us);
  const short = frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/server\/src\//, 'server/src/');
  const key = `${frame.functionName || '(anonymous)'}  ${short}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + us);
}

const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)\n`);
console.log('Self time per package');
for (const [pkg, us] of [...perPackage].filter(([p]) => p !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${pct(us)} ${ms(us)}  ${pkg}`);
}
console.log('\nSelf time per function');
for (const [fn, us] of [...perFunction].filter(([f]) => !f.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${pct(us)} ${ms(us)}  ${fn}`);
}
