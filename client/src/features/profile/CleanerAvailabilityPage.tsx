/**
 * /cleaner/availability (docs/decisions/0019): the cleaner's time zone, weekly
 * working hours (windows per weekday, Monday first) and days off (month calendar), loaded from
 * `myAvailability` and saved in one go with `setAvailability`. Open jobs are offered only inside
 * these hours and never on a day off; until hours are first saved every hour counts. Below, the
 * instant-booking rules (InstantBookSection.tsx, issue 31), saved on their own.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PageTitle } from '../../components/ui/PageTitle';
import { QueryErrorState } from '../../components/ui/StateMessage';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import type { AvailabilityFieldsFragment } from '../../gql/graphql';
import { useToast } from '../../lib/toast';
import {
  MAX_DAYS_OFF,
  MAX_WINDOWS,
  WEEKDAY_NAMES,
  WEEK_ORDER,
  browserTimeZone,
  copyMondayToWeekdays,
  normalizeTime,
  todayIn,
  toWeeklyHours,
  weekFromWindows,
  weekProblems,
  windowCount,
  type DraftWeek,
  type WindowProblem,
} from './availability';
import { MyAvailabilityQuery, useSetAvailability } from './availabilityMutations';
import { DaysOffCalendar, type DraftDayOff } from './DaysOffCalendar';
import { InstantBookSection } from './InstantBookSection';
import { ProfileSection } from './ProfileSection';
import { TimeZoneField } from './TimeZoneField';
import { WeeklyHoursEditor, timeInputId } from './WeeklyHoursEditor';

let windowSeq = 0;
/** A fresh id for a window row. */
const newWindowId = () => `w${(windowSeq += 1)}`;

interface Draft {
  timeZone: string;
  week: DraftWeek;
  daysOff: DraftDayOff[];
}

/** The saved availability as an editable draft; the browser's zone until hours were first saved. */
function draftOf(availability: AvailabilityFieldsFragment): Draft {
  return {
    timeZone: availability.hoursSet ? availability.timeZone : browserTimeZone(),
    week: weekFromWindows(availability.weeklyHours, newWindowId),
    daysOff: [...availability.daysOff]
      .map((d) => ({ date: d.date, note: d.note ?? '' }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The draft as setAvailability takes it, with the window id of each sent window. */
function inputOf(draft: Draft) {
  const { weeklyHours, ids } = toWeeklyHours(draft.week);
  const daysOff = draft.daysOff.map((d) => ({ date: d.date, note: d.note.trim() || null }));
  return { input: { timeZone: draft.timeZone, weeklyHours, daysOff }, ids };
}

/** Comparable form of a draft (unsaved-changes check). */
function signature(draft: Draft): string {
  return JSON.stringify(inputOf(draft).input);
}

/** Server problems placed on the form. */
interface ServerProblems {
  windows: Record<string, WindowProblem>;
  timeZone?: string;
  notes: Record<string, string>;
}
const NO_SERVER_PROBLEMS: ServerProblems = { windows: {}, notes: {} };

function AvailabilityEditor({ availability }: { availability: AvailabilityFieldsFragment }) {
  const toast = useToast();
  const [save, { loading: saving }] = useSetAvailability();
  const [hoursSet, setHoursSet] = useState(availability.hoursSet);
  const [baseline, setBaseline] = useState(() => draftOf(availability));
  const [draft, setDraft] = useState<Draft>(baseline);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<ServerProblems>(NO_SERVER_PROBLEMS);
  const [confirmEmpty, setConfirmEmpty] = useState(false);

  const clientProblems = useMemo(() => weekProblems(draft.week), [draft.week]);
  const problems = useMemo(() => {
    const merged: Record<string, WindowProblem> = { ...serverProblems.windows };
    for (const [id, problem] of Object.entries(clientProblems)) merged[id] = { ...merged[id], ...problem };
    return merged;
  }, [clientProblems, serverProblems.windows]);
  const dirty = signature(draft) !== signature(baseline);
  const today = todayIn(draft.timeZone);
  const windows = windowCount(draft.week);

  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setServerProblems(NO_SERVER_PROBLEMS);
    setFormError(null);
  };
  const touch = (id: string, part: 'start' | 'end') =>
    setTouched((current) => (current.has(`${id}:${part}`) ? current : new Set(current).add(`${id}:${part}`)));
  const shouldShow = (id: string, part: 'start' | 'end') => submitted || touched.has(`${id}:${part}`) || Boolean(serverProblems.windows[id]?.[part]);

  const focusFirstProblem = (week: DraftWeek, found: Record<string, WindowProblem>) => {
    for (const weekday of WEEK_ORDER) {
      for (const window of week[weekday] ?? []) {
        const problem = found[window.id];
        if (problem?.start || problem?.end) {
          document.getElementById(timeInputId(window.id, problem.start ? 'start' : 'end'))?.focus();
          return;
        }
      }
    }
  };

  const submit = async () => {
    setSubmitted(true);
    setFormError(null);
    setConfirmEmpty(false);
    // Typed times are tidied on blur; do it here too in case a field still has focus.
    const week = draft.week.map((day) => day.map((w) => ({ ...w, start: normalizeTime(w.start), end: normalizeTime(w.end) })));
    const current = { ...draft, week };
    setDraft(current);
    const found = weekProblems(week);
    if (Object.keys(found).length > 0) {
      setFormError('Some hours need fixing: see the fields marked in red.');
      focusFirstProblem(week, found);
      return;
    }
    if (windowCount(week) > MAX_WINDOWS) return setFormError(`Please keep to at most ${MAX_WINDOWS} windows a week.`);
    if (current.daysOff.length > MAX_DAYS_OFF) return setFormError(`Please keep to at most ${MAX_DAYS_OFF} days off.`);
    const { input, ids } = inputOf(current);
    const result = await save(input);
    if (result.ok) {
      const next = draftOf({ ...result.data, hoursSet: true });
      setBaseline(next);
      setDraft(next);
      setHoursSet(result.data.hoursSet);
      setTouched(new Set());
      setSubmitted(false);
      setServerProblems(NO_SERVER_PROBLEMS);
      toast.success('Availability saved');
      return;
    }
    // Place the server's issues ("weeklyHours.3.end", "timeZone", "daysOff.2.note") on their inputs.
    const placed: ServerProblems = { windows: {}, notes: {} };
    const general: string[] = [];
    for (const issue of result.error.issues) {
      const [head, index, part] = issue.field.split('.');
      const windowId = head === 'weeklyHours' && index !== undefined ? ids[Number(index)] : undefined;
      if (windowId && (part === 'start' || part === 'end')) {
        placed.windows[windowId] = { ...placed.windows[windowId], [part]: issue.message };
      } else if (head === 'timeZone') {
        placed.timeZone ??= issue.message;
      } else if (head === 'daysOff' && index !== undefined && input.daysOff[Number(index)]) {
        placed.notes[input.daysOff[Number(index)]!.date] ??= issue.message;
        if (part !== 'note') general.push(`${input.daysOff[Number(index)]!.date}: ${issue.message}`);
      } else {
        general.push(issue.message);
      }
    }
    setServerProblems(placed);
    setFormError(general.length ? [...new Set(general)].join(' ') : result.message);
    focusFirstProblem(week, placed.windows);
  };

  const onSave = () => {
    if (windows === 0 && Object.keys(clientProblems).length === 0) {
      setConfirmEmpty(true);
      return;
    }
    void submit();
  };

  const undo = () => {
    setDraft(baseline);
    setTouched(new Set());
    setSubmitted(false);
    setServerProblems(NO_SERVER_PROBLEMS);
    setFormError(null);
  };

  return (
    <Stack spacing={3}>
      {!hoursSet && (
        <Alert severity="info">
          You have not saved working hours yet, so every hour counts as available: you are offered open jobs at any time. Once you save, jobs
          are offered only inside the hours below.
        </Alert>
      )}

      <ProfileSection id="time-zone" title="Time zone">
        <TimeZoneField value={draft.timeZone} onChange={(timeZone) => edit({ timeZone })} error={serverProblems.timeZone} />
      </ProfileSection>

      <ProfileSection
        id="weekly-hours"
        title="Weekly hours"
        description="Open jobs are offered to you only when the whole job fits inside one of these windows. Times are HH:MM, 24-hour; use 24:00 to work until midnight. A day without windows is a day you don't work."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<ContentCopyRounded aria-hidden />}
            disabled={(draft.week[1] ?? []).length === 0}
            onClick={() => {
              edit({ week: copyMondayToWeekdays(draft.week, newWindowId) });
              toast.info("Monday's hours copied to Tuesday to Friday");
            }}
          >
            Copy Monday to weekdays
          </Button>
          <Typography variant="body2" color="text.secondary">
            {windows === 0
              ? 'No working hours.'
              : `${windows} ${windows === 1 ? 'window' : 'windows'} on ${
                  WEEK_ORDER.filter((d) => (draft.week[d] ?? []).length > 0)
                    .map((d) => WEEKDAY_NAMES[d]!.slice(0, 3))
                    .join(', ')
                }.`}
          </Typography>
        </Stack>
        <WeeklyHoursEditor
          week={draft.week}
          problems={problems}
          shouldShow={shouldShow}
          onChange={(week) => edit({ week })}
          onTouch={touch}
          makeId={newWindowId}
        />
        {windows === 0 && hoursSet && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            With no working hours you are not offered any open jobs. Add hours to a day to start receiving them.
          </Alert>
        )}
      </ProfileSection>

      <ProfileSection id="days-off" title="Days off" description="Whole days (in your time zone) when you are not offered jobs, whatever your weekly hours say.">
        <DaysOffCalendar daysOff={draft.daysOff} today={today} noteErrors={serverProblems.notes} onChange={(daysOff) => edit({ daysOff })} />
      </ProfileSection>

      <Box>
        {formError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            size="large"
            onClick={onSave}
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Save availability
          </Button>
          <Button onClick={undo} disabled={saving || !dirty}>
            Undo changes
          </Button>
          <Typography variant="body2" color="text.secondary" role="status">
            {saving ? 'Saving…' : dirty ? 'You have unsaved changes.' : hoursSet ? 'All changes saved.' : ''}
          </Typography>
        </Stack>
      </Box>

      <ConfirmDialog
        open={confirmEmpty}
        title="Save without working hours?"
        description="No day has working hours, so you will not be offered any open jobs until you add some. Jobs you already accepted stay as they are."
        cancelLabel="Keep editing"
        confirmLabel="Save with no hours"
        tone="warning"
        busy={saving}
        onConfirm={() => void submit()}
        onClose={() => setConfirmEmpty(false)}
      />
    </Stack>
  );
}

export default function CleanerAvailabilityPage() {
  const { data, error, refetch } = useQuery(MyAvailabilityQuery);
  const availability = data?.myAvailability;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Availability" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Availability
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        When you work: your weekly hours and days off decide which open jobs you are offered.
      </Typography>
      {error && !availability ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your availability" />
      ) : !availability ? (
        <Stack spacing={3} role="status" aria-busy="true">
          <VisuallyHidden>Loading your availability</VisuallyHidden>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <AvailabilityEditor availability={availability} />
          <InstantBookSection />
        </Stack>
      )}
    </Container>
  );
}
