import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { MessageThread_ThreadFragment } from '../../gql/graphql';
import { formatDateTime } from '../booking/format';
import { ReasonDialog } from '../ui/ReasonDialog';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { useToast } from '../../lib/toast';
import { MessageComposer } from './MessageComposer';
import { MessageItem } from './MessageItem';
import { useMarkReadWhileVisible, useReportMessage, useThreadMessages, useVisible, type ThreadMessage } from './useMessageThread';

/** Who reads the thread: a member of the booking or support (an admin). */
export type ThreadViewer = 'customer' | 'cleaner' | 'support';

export const EMPTY_THREAD_TEXT = 'No messages yet. Say hello or share details about the job.';
export const READ_ONLY_TEXT = 'This conversation is read-only.';

/** Pixels from the bottom within which the list follows new messages. */
const FOLLOW_THRESHOLD_PX = 80;

/**
 * A booking's message thread (docs/decisions/0034): a region named "Messages" with
 * the history (a log, polite live region; oldest at the top, "Load earlier messages" reads older
 * pages), live through `bookingMessageAdded`, and the composer while the thread is open (support
 * may always post), with the cleaner's quick replies from 3 h before the start until the job's end. A customer can report the cleaner's messages; support sees that its read is
 * recorded. While the panel is visible, new messages from the other side are marked read.
 * `title` is the heading shown (hidden when `hideTitle`, e.g. inside a dialog titled already).
 * `onLoaded` runs once, when the first page of messages has loaded (e.g. support's read is then
 * in the audit trail).
 */
export function MessageThread({
  bookingId,
  thread,
  viewer,
  title = 'Messages',
  headingLevel = 'h2',
  hideTitle = false,
  maxHeight = { xs: '55vh', md: 440 },
  onLoaded,
}: {
  bookingId: string;
  thread: MessageThread_ThreadFragment;
  viewer: ThreadViewer;
  title?: string;
  headingLevel?: 'h2' | 'h3';
  hideTitle?: boolean;
  maxHeight?: string | number | Record<string, string | number>;
  onLoaded?: () => void;
}) {
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const visible = useVisible(rootRef);
  const data = useThreadMessages(bookingId);
  const toast = useToast();
  const [report] = useReportMessage();
  const [reporting, setReporting] = useState<ThreadMessage | null>(null);
  const canPost = thread.open || viewer === 'support';
  const loaded = !data.loading && !data.error;
  const reportedLoad = useRef(false);
  useEffect(() => {
    if (!loaded || reportedLoad.current) return;
    reportedLoad.current = true;
    onLoaded?.();
  }, [loaded, onLoaded]);
  // The cleaner's quick replies, offered from 3 h before the start until the job's end.
  const quickReplies =
    viewer === 'cleaner' && thread.quickRepliesFrom && thread.quickRepliesUntil ? { from: thread.quickRepliesFrom, until: thread.quickRepliesUntil } : null;

  useMarkReadWhileVisible({
    bookingId,
    enabled: viewer !== 'support',
    visible,
    loaded,
    unreadCount: thread.unreadCount,
    messages: data.messages,
  });

  const onReport = viewer === 'customer' ? (message: ThreadMessage) => setReporting(message) : null;

  return (
    <Box component="section" ref={rootRef} aria-labelledby={headingId} sx={{ minWidth: 0, maxWidth: '100%' }}>
      {hideTitle ? (
        <VisuallyHidden component={headingLevel} id={headingId}>
          {title}
        </VisuallyHidden>
      ) : (
        <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
      )}

      {viewer === 'support' && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          You are reading as support: your read is recorded in the booking's audit trail. Messages you send are marked as support.
        </Alert>
      )}

      <MessageList data={data} maxHeight={maxHeight} onReport={onReport} />

      <Divider sx={{ my: 1.5 }} />
      {canPost ? (
        <>
          {!thread.open && viewer === 'support' && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              The customer and the cleaner can no longer write here; support still can.
            </Typography>
          )}
          <MessageComposer bookingId={bookingId} quickReplies={quickReplies} />
          {thread.closesAt && viewer !== 'support' && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              This conversation becomes read-only on {formatDateTime(thread.closesAt)}.
            </Typography>
          )}
        </>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <LockOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">{READ_ONLY_TEXT}</Typography>
        </Stack>
      )}

      {onReport && (
        <ReasonDialog
          open={Boolean(reporting)}
          title="Report this message?"
          description="Our support team will read the conversation and get back to you. The cleaner is not told who reported it."
          label="What's wrong with it?"
          rules={{ required: true, minLength: 3, maxLength: 1000, requiredMessage: 'Please say in 3 to 1,000 characters why you report this message.' }}
          confirmLabel="Report"
          cancelLabel="Cancel"
          tone="error"
          onConfirm={(reason) => report(reporting!.id, reason)}
          onDone={() => {
            setReporting(null);
            toast.success('Thanks, the message was reported. Our support team will look into it.');
          }}
          onClose={() => setReporting(null)}
        />
      )}
    </Box>
  );
}

/** The scrolling history: loading, error and empty states, "Load earlier messages", the messages. */
function MessageList({
  data,
  maxHeight,
  onReport,
}: {
  data: ReturnType<typeof useThreadMessages>;
  maxHeight: string | number | Record<string, string | number>;
  onReport: ((message: ThreadMessage) => void) | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  /** Where the list was before the last render: its height, scroll position and first/last message. */
  const before = useRef<{ height: number; top: number; first: string | null; last: string | null; atBottom: boolean } | null>(null);
  const messages = data.messages;
  const first = messages[0]?.id ?? null;
  const last = messages[messages.length - 1]?.id ?? null;
  const lastMine = messages[messages.length - 1]?.mine ?? false;

  // Keep the reader's place: follow new messages at the bottom when already there (or when sent
  // by the viewer), and keep the view still when earlier messages are added above.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = before.current;
    if (!previous || previous.last === null) {
      element.scrollTop = element.scrollHeight;
    } else if (previous.first !== first && previous.last === last) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    } else if (previous.last !== last && (previous.atBottom || lastMine)) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = {
      height: element.scrollHeight,
      top: element.scrollTop,
      first,
      last,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_THRESHOLD_PX,
    };
  }, [first, last, lastMine]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element || !before.current) return;
    before.current = {
      ...before.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_THRESHOLD_PX,
    };
  };

  if (data.loading) {
    return (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Loading messages" sx={{ py: 1 }}>
        <Skeleton variant="rounded" height={48} width="70%" />
        <Skeleton variant="rounded" height={48} width="55%" sx={{ alignSelf: 'flex-end' }} />
        <Skeleton variant="rounded" height={48} width="60%" />
      </Stack>
    );
  }
  if (data.error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={data.refetch}>
            Retry
          </Button>
        }
      >
        We couldn't load the messages.
      </Alert>
    );
  }

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      role="group"
      aria-label="Message history"
      sx={{
        maxHeight,
        overflowY: 'auto',
        overflowX: 'hidden',
        minWidth: 0,
        pr: 0.5,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 1 },
      }}
    >
      {data.hasEarlier && (
        <Box sx={{ textAlign: 'center', mb: 1.5 }}>
          <Button
            size="small"
            onClick={() => void data.loadEarlier()}
            disabled={data.loadingEarlier}
            startIcon={data.loadingEarlier ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          >
            Load earlier messages
          </Button>
          {data.earlierError && (
            <Typography variant="caption" component="p" role="alert" sx={{ color: 'error.main' }}>
              {data.earlierError}
            </Typography>
          )}
        </Box>
      )}
      <Stack role="log" aria-live="polite" aria-relevant="additions" aria-label="Messages" spacing={1.25} sx={{ minWidth: 0 }}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} onReport={onReport && !message.mine && message.authorRole !== 'support' ? onReport : null} />
        ))}
      </Stack>
      {messages.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3, color: 'text.secondary' }}>
          <ChatBubbleOutlineRounded aria-hidden />
          <Typography variant="body2">{EMPTY_THREAD_TEXT}</Typography>
        </Stack>
      )}
    </Box>
  );
}
