import { useState, type FocusEvent } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { useResultMutation } from '../../lib/mutation';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { evictRootFields } from '../../lib/apolloCache';

const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      url
      createdAt
    }
  }
`);

const RenewCalendarFeedMutation = graphql(`
  mutation RenewCalendarFeed {
    renewCalendarFeed {
      __typename
      ... on MutationRenewCalendarFeedSuccess {
        data {
          url
          createdAt
        }
      }
      ...ErrorFields
    }
  }
`);

const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed {
      __typename
      ... on MutationRevokeCalendarFeedSuccess {
        data
      }
      ...ErrorFields
    }
  }
`);

/** Drops the cached `calendarFeed` answer so it is read again (a feed now exists, or no longer does). */
function evictFeed(cache: ApolloCache) {
  evictRootFields(cache, 'calendarFeed');
}

/**
 * The private calendar feed of the signed-in user (docs/decisions/0033): a secret address of an
 * .ics feed of their upcoming visits that a phone or desktop calendar subscribes to. The address is
 * shown once, right after it is made (only its hash is kept), with a copy button; "Renew address"
 * makes a new one (the old one stops working) and "Turn off" removes it.
 */
export function CalendarFeedCard() {
  const notify = useToast();
  const feed = useQuery(CalendarFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [shown, setShown] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'renew' | 'revoke' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [renew, renewState] = useResultMutation(RenewCalendarFeedMutation, {
    update(cache, { data }) {
      if (data?.renewCalendarFeed.__typename === 'MutationRenewCalendarFeedSuccess') evictFeed(cache);
    },
  });
  const [revoke, revokeState] = useResultMutation(RevokeCalendarFeedMutation, {
    update(cache, { data }) {
      if (data?.revokeCalendarFeed.__typename === 'MutationRevokeCalendarFeedSuccess') evictFeed(cache);
    },
  });
  const exists = Boolean(feed.data?.calendarFeed) || Boolean(shown);

  const close = () => {
    setConfirm(null);
    setFailure(null);
  };

  const onRenew = async () => {
    const outcome = await renew({});
    if (!outcome.ok) {
      if (confirm) setFailure(outcome.message);
      else notify.error(outcome.message);
      return;
    }
    close();
    setShown(outcome.data.url ?? null);
    notify.success('Your calendar address is ready. Copy it now: it is shown only once.');
  };

  const onRevoke = async () => {
    const outcome = await revoke({});
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    close();
    setShown(null);
    notify.success('Your calendar feed is turned off. Calendars subscribed to it stop updating.');
  };

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown);
      notify.success('Address copied.');
    } catch {
      notify.error('Copying did not work. Select the address and copy it by hand.');
    }
  };

  if (feed.loading && !feed.data) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading your calendar feed">
        <Skeleton width="80%" />
        <Skeleton variant="rounded" height={40} width={200} />
      </Stack>
    );
  }
  if (feed.error && !feed.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void feed.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(feed.error)}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      {shown ? (
        <>
          <TextField
            label="Your calendar address"
            value={shown}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Copy address">
                      <IconButton aria-label="Copy address" edge="end" onClick={() => void copy()}>
                        <ContentCopyRounded />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Alert severity="warning">
            Copy this address now: we show it only once. Anyone with it can see your upcoming visits, so keep it private.
          </Alert>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: exists ? 'text.primary' : 'text.secondary' }}>
          {exists
            ? 'Your calendar feed is on. For your privacy its address is shown only when it is made: renew it to get a new one (the old one stops working).'
            : 'No calendar feed yet. Make a private address and add it to Google Calendar, Apple Calendar or Outlook as a subscription.'}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => (exists ? setConfirm('renew') : void onRenew())} disabled={renewState.loading}>
          {exists ? 'Renew address' : 'Make calendar address'}
        </Button>
        {exists && (
          <Button variant="outlined" color="error" onClick={() => setConfirm('revoke')} disabled={revokeState.loading}>
            Turn off feed
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm === 'renew'}
        title="Renew your calendar address?"
        description="You get a new address to subscribe to. The current one stops working at once, so calendars subscribed to it stop updating."
        confirmLabel="Renew address"
        cancelLabel="Keep address"
        busy={renewState.loading}
        error={failure}
        onConfirm={() => void onRenew()}
        onClose={close}
      />
      <ConfirmDialog
        open={confirm === 'revoke'}
        title="Turn off your calendar feed?"
        description="The address stops working at once and calendars subscribed to it stop updating. You can make a new one any time."
        confirmLabel="Turn off feed"
        cancelLabel="Keep feed"
        tone="error"
        busy={revokeState.loading}
        error={failure}
        onConfirm={() => void onRevoke()}
        onClose={close}
      />
    </Stack>
  );
}
