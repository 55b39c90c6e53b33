/**
 * What the matching simulation measures per arm (docs/decisions/0027): fill rate, time
 * to confirmation (median, p90), mean travel distance per job, the Gini coefficient of jobs per
 * cleaner and the share of customers with favourites who got one; and the side-by-side report.
 */

/** One simulated booking's end, as an arm saw it. */
export interface Outcome {
  /** Confirmed before its start, by this cleaner. */
  cleanerId: string | null;
  /** Simulated minutes from booking to confirmation (null when not confirmed). */
  minutesToConfirm: number | null;
  /** Great-circle miles from the cleaner's home zip to the job's (null when not confirmed). */
  miles: number | null;
  /** The booking's customer has at least one favourite cleaner. */
  customerHasFavorite: boolean;
  /** Confirmed with one of the customer's favourites. */
  gotFavorite: boolean;
  /** Cancelled unfilled at start − 1 h (cascade and instant + waves). */
  cancelledUnfilled: boolean;
  /** Confirmed by instant booking at creation (instant + waves; kept or later cancelled). */
  instant: boolean;
  /** An instant job its cleaner cancelled (instant + waves): not filled. */
  cancelledByCleaner: boolean;
  /** The cascade gave up and opened it to the board (cascade only). */
  openedToBoard: boolean;
  /** Confirmed from the board (open arm: every confirmation; cascade: after openToBoard). */
  filledFromBoard: boolean;
  /** Requests sent to single cleaners (cascade only). */
  offers: number;
}

export interface ArmMetrics {
  arm: string;
  bookings: number;
  confirmed: number;
  fillRate: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
  meanMiles: number | null;
  gini: number;
  cleanersWithJobs: number;
  favoriteEligible: number;
  favoriteShare: number | null;
  cancelledUnfilled: number;
  instantConfirmed: number;
  cancelledByCleaner: number;
  openedToBoard: number;
  filledFromBoard: number;
  meanOffers: number;
  wallSeconds: number;
}

/** The q-quantile (0..1) of `values` by linear interpolation; null when empty. */
export function quantile(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/**
 * Gini coefficient of non-negative counts (0 = every cleaner the same number of jobs, towards 1 =
 * a few cleaners take them all). Cleaners with no job count.
 */
export function gini(counts: number[]): number {
  const n = counts.length;
  const total = counts.reduce((s, c) => s + c, 0);
  if (n === 0 || total === 0) return 0;
  const sorted = [...counts].sort((a, b) => a - b);
  let weighted = 0;
  for (let i = 0; i < n; i += 1) weighted += (i + 1) * sorted[i]!;
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

/** The arm's figures from its outcomes, over the population's cleaner ids (for the Gini). */
export function summarize(arm: string, outcomes: Outcome[], cleanerIds: string[], wallSeconds: number): ArmMetrics {
  const confirmed = outcomes.filter((o) => o.cleanerId !== null);
  const minutes = confirmed.map((o) => o.minutesToConfirm!);
  const miles = confirmed.map((o) => o.miles!);
  const perCleaner = new Map(cleanerIds.map((id) => [id, 0]));
  for (const o of confirmed) perCleaner.set(o.cleanerId!, (perCleaner.get(o.cleanerId!) ?? 0) + 1);
  const favEligible = outcomes.filter((o) => o.customerHasFavorite);
  return {
    arm,
    bookings: outcomes.length,
    confirmed: confirmed.length,
    fillRate: outcomes.length ? confirmed.length / outcomes.length : 0,
    medianMinutes: quantile(minutes, 0.5),
    p90Minutes: quantile(minutes, 0.9),
    meanMiles: miles.length ? miles.reduce((s, m) => s + m, 0) / miles.length : null,
    gini: gini([...perCleaner.values()]),
    cleanersWithJobs: [...perCleaner.values()].filter((c) => c > 0).length,
    favoriteEligible: favEligible.length,
    favoriteShare: favEligible.length ? favEligible.filter((o) => o.gotFavorite).length / favEligible.length : null,
    cancelledUnfilled: outcomes.filter((o) => o.cancelledUnfilled).length,
    instantConfirmed: outcomes.filter((o) => o.instant).length,
    cancelledByCleaner: outcomes.filter((o) => o.cancelledByCleaner).length,
    openedToBoard: outcomes.filter((o) => o.openedToBoard).length,
    filledFromBoard: confirmed.filter((o) => o.filledFromBoard).length,
    meanOffers: outcomes.length ? outcomes.reduce((s, o) => s + o.offers, 0) / outcomes.length : 0,
    wallSeconds,
  };
}

const pct = (x: number | null) => (x === null ? '–' : `${(100 * x).toFixed(1)} %`);
const mins = (x: number | null) => (x === null ? '–' : x < 10 ? `${x.toFixed(1)} min` : x < 90 ? `${x.toFixed(0)} min` : `${(x / 60).toFixed(1)} h`);
const num = (x: number | null, digits = 1) => (x === null ? '–' : x.toFixed(digits));
/** Minutes with a decimal (goals near 1 minute). */
const mins1 = (x: number | null) => (x === null ? '–' : `${x.toFixed(1)} min`);

/** Rows of the report: label, then one cell per arm. */
function rows(arms: ArmMetrics[]): string[][] {
  return [
    ['Bookings', ...arms.map((a) => String(a.bookings))],
    ['Fill rate (confirmed before start)', ...arms.map((a) => `${pct(a.fillRate)} (${a.confirmed})`)],
    ['Time to confirmation, median', ...arms.map((a) => mins(a.medianMinutes))],
    ['Time to confirmation, p90', ...arms.map((a) => mins(a.p90Minutes))],
    ['Mean travel distance per job (home → job)', ...arms.map((a) => `${num(a.meanMiles)} mi`)],
    ['Gini of jobs per cleaner', ...arms.map((a) => num(a.gini, 3))],
    ['Cleaners with at least one job', ...arms.map((a) => String(a.cleanersWithJobs))],
    ['Bookings by customers with favourites that got one', ...arms.map((a) => `${pct(a.favoriteShare)} of ${a.favoriteEligible}`)],
    ['Requests sent per booking', ...arms.map((a) => num(a.meanOffers, 2))],
    ['Confirmed instantly at booking', ...arms.map((a) => String(a.instantConfirmed))],
    ['Instant jobs cancelled by their cleaner', ...arms.map((a) => String(a.cancelledByCleaner))],
    ['Opened to the board by the cascade', ...arms.map((a) => String(a.openedToBoard))],
    ['Confirmed from the board', ...arms.map((a) => String(a.filledFromBoard))],
    ['Cancelled unfilled at start − 1 h', ...arms.map((a) => String(a.cancelledUnfilled))],
    ['Wall time of the arm', ...arms.map((a) => `${a.wallSeconds.toFixed(0)} s`)],
  ];
}

/** Whether each goal of the issue holds: cascade = the arm named 'cascade', board = 'open board'. */
export function goals(arms: ArmMetrics[]): { goal: string; holds: boolean | null; detail: string }[] {
  const board = arms.find((a) => a.arm === 'open board');
  const cascade = arms.find((a) => a.arm === 'cascade');
  const instant = arms.find((a) => a.arm === 'instant + waves');
  const cmp = (a: number | null, b: number | null, better: (x: number, y: number) => boolean) => (a === null || b === null ? null : better(a, b));
  const out: { goal: string; holds: boolean | null; detail: string }[] = [];
  // Issue 31's goals for instant + waves (docs/decisions/0046).
  if (instant) {
    out.push(
      { goal: 'Instant + waves: median time to confirmation at most 1 minute', holds: cmp(instant.medianMinutes, 1, (x, y) => x <= y), detail: mins1(instant.medianMinutes) },
      { goal: 'Instant + waves: p90 time to confirmation at most 10 minutes', holds: cmp(instant.p90Minutes, 10, (x, y) => x <= y), detail: mins1(instant.p90Minutes) },
      { goal: 'Instant + waves: mean travel at most 1.5 miles', holds: cmp(instant.meanMiles, 1.5, (x, y) => x <= y), detail: `${num(instant.meanMiles, 2)} mi` },
    );
    if (board) out.push({ goal: "Instant + waves: fill rate at least the open board's", holds: instant.confirmed >= board.confirmed, detail: `${instant.confirmed} vs ${board.confirmed}` });
    if (cascade) {
      out.push(
        { goal: "Instant + waves: favourite share at least the cascade's", holds: cmp(instant.favoriteShare, cascade.favoriteShare, (x, y) => x >= y), detail: `${pct(instant.favoriteShare)} vs ${pct(cascade.favoriteShare)}` },
        { goal: "Instant + waves: Gini of jobs per cleaner at most the cascade's", holds: instant.gini <= cascade.gini, detail: `${num(instant.gini, 3)} vs ${num(cascade.gini, 3)}` },
      );
    }
  }
  if (!board || !cascade) return out;
  return [
    ...out,
    { goal: 'Cascade fills at least as many bookings as the open board', holds: cascade.confirmed >= board.confirmed, detail: `${cascade.confirmed} vs ${board.confirmed}` },
    { goal: 'Cascade confirms faster at the median', holds: cmp(cascade.medianMinutes, board.medianMinutes, (x, y) => x < y), detail: `${mins(cascade.medianMinutes)} vs ${mins(board.medianMinutes)}` },
    { goal: 'Cascade has a lower mean travel distance', holds: cmp(cascade.meanMiles, board.meanMiles, (x, y) => x < y), detail: `${num(cascade.meanMiles)} mi vs ${num(board.meanMiles)} mi` },
  ];
}

/** The report as a plain-text table for a terminal. */
export function textReport(arms: ArmMetrics[]): string {
  const table = [['', ...arms.map((a) => a.arm)], ...rows(arms)];
  const widths = table[0]!.map((_, col) => Math.max(...table.map((r) => r[col]!.length)));
  const line = (r: string[]) => r.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!))).join('  ');
  const out = [line(table[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line), ''];
  for (const g of goals(arms)) out.push(`${g.holds === null ? '?' : g.holds ? 'MET ' : 'NOT MET'}  ${g.goal}: ${g.detail}`);
  return out.join('\n');
}

/** The report as a markdown table (for the README), with the goals below it. */
export function markdownReport(arms: ArmMetrics[]): string {
  const out = [`| | ${arms.map((a) => a.arm).join(' | ')} |`, `|---|${arms.map(() => '---:').join('|')}|`];
  for (const r of rows(arms)) out.push(`| ${r.join(' | ')} |`);
  out.push('');
  for (const g of goals(arms)) out.push(`- ${g.holds === null ? 'Undecided' : g.holds ? 'Met' : '**Not met**'}: ${g.goal.toLowerCase()} (${g.detail}).`);
  return out.join('\n');
}
