import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../components/booking/format';
import { slotLabel } from './bookingForm';
import { draftMatchInput, nearbyTimes, withTime, type BookingDraft } from './bookingDraft';
import { SelectCleanerNearbyTimeQuery } from './selectCleanerDocuments';

/** "Sat, Dec 5 at 11:00 AM" for a local date and start slot. */
export function timeLabel(date: string, time: string): string {
  return `${formatDay(`${date}T${time}`)} at ${slotLabel(time)}`;
}

/**
 * When no cleaner is free at the draft's time (docs/decisions/0027): asks
 * `recommendationsByZip` for a few nearby times (bookingDraft.ts `nearbyTimes`) and offers those
 * with a free cleaner as buttons; `onPick` gets the draft moved to that time.
 */
export function NearbyTimes({ draft, onPick }: { draft: BookingDraft; onPick: (draft: BookingDraft) => void }) {
  const times = useMemo(() => nearbyTimes(draft), [draft]);
  const [totals, setTotals] = useState<Record<string, number>>({});
  const settled = times.every((t) => `${t.date}T${t.time}` in totals);
  const found = times.some((t) => (totals[`${t.date}T${t.time}`] ?? 0) > 0);

  return (
    <Box component="section" aria-labelledby="nearby-times-heading" sx={{ mt: 1 }}>
      <Typography id="nearby-times-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Nearby times with a free cleaner
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {times.map((t) => (
          <NearbyTime
            key={`${t.date}T${t.time}`}
            draft={withTime(draft, t.date, t.time)}
            onTotal={(total) => setTotals((prev) => ({ ...prev, [`${t.date}T${t.time}`]: total }))}
            onPick={onPick}
          />
        ))}
      </Box>
      <Box role="status" aria-live="polite">
        {settled && !found && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            No nearby time has a free cleaner either. Please try another day.
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** One nearby time: a button when some cleaner is free then, nothing otherwise. */
function NearbyTime({
  draft,
  onTotal,
  onPick,
}: {
  draft: BookingDraft;
  onTotal: (total: number) => void;
  onPick: (draft: BookingDraft) => void;
}) {
  const { data, error, loading } = useQuery(SelectCleanerNearbyTimeQuery, { variables: { input: draftMatchInput(draft) } });
  const total = data?.recommendationsByZip.total ?? 0;
  const done = !loading && (Boolean(data) || Boolean(error));
  useEffect(() => {
    if (done) onTotal(error ? 0 : total);
    // onTotal is a new function each render of the parent; the answer is reported once per result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done, total, error]);

  if (loading && !data) return <Skeleton variant="rounded" width={220} height={36} aria-hidden />;
  if (error || total === 0) return null;
  return (
    <Button variant="outlined" onClick={() => onPick(draft)}>
      {timeLabel(draft.date, draft.time)} · {total} {total === 1 ? 'cleaner' : 'cleaners'}
    </Button>
  );
}
