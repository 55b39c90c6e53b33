import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import type { QuickReply } from '../../gql/graphql';
import { MESSAGE_MAX_CHARS, MESSAGE_MAX_PHOTOS, QUICK_REPLIES } from '../../../../schema/rules';
import { formatDateTime } from '../booking/format';
import { useNow } from '../booking/timeLeft';
import { PHOTO_ACCEPT, addPhotos } from './photos';
import { quickRepliesPhase } from './threadModel';
import { useSendMessage, type MessageDraft } from './useMessageThread';

/** A photo waiting to be sent, with its preview URL (revoked when removed or sent). */
interface Attachment {
  file: File;
  url: string;
}

const QUICK_REPLY_ORDER = Object.keys(QUICK_REPLIES) as QuickReply[];

/** When the cleaner's quick replies are offered (MessageThread quickRepliesFrom / quickRepliesUntil, UTC ISO instants). */
export interface QuickRepliesWindow {
  from: string;
  until: string;
}

/** How often the composer looks at the clock to offer or withdraw the quick replies. */
const QUICK_REPLIES_CLOCK_MS = 30_000;

/**
 * The thread's composer: multiline text (Enter sends, Shift+Enter starts a new line) with a
 * 2,000-character counter, photos (JPEG, PNG or WebP, at most 5 of 5 MB, checked before sending)
 * shown as thumbnails with remove buttons, an upload progress bar while photos go up, and the
 * cleaner's quick replies (`quickReplies`: their window, null for others), offered only from 3 h
 * before the job's start until its end (before: a caption says when they open; after: nothing).
 * A failed send keeps everything in the composer and shows the server's message with Retry.
 */
export function MessageComposer({ bookingId, quickReplies }: { bookingId: string; quickReplies: QuickRepliesWindow | null }) {
  const [send] = useSendMessage(bookingId);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState<null | 'message' | QuickReply>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** The last send that failed: its message and what to send again. */
  const [failure, setFailure] = useState<{ message: string; draft: MessageDraft } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const photosId = useId();
  const attachmentsRef = useRef(attachments);
  attachmentsRef.current = attachments;

  // Preview URLs are released when the composer goes away.
  useEffect(() => () => attachmentsRef.current.forEach((a) => URL.revokeObjectURL(a.url)), []);

  const trimmed = text.trim();
  const canSend = sending === null && (trimmed.length > 0 || attachments.length > 0);

  function choosePhotos(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const current = attachments.map((a) => a.file);
    const { accepted, errors } = addPhotos(current, chosen);
    const added = accepted.slice(current.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    setAttachments([...attachments, ...added]);
    setProblems(errors);
  }

  function removePhoto(index: number) {
    const removed = attachments[index];
    if (removed) URL.revokeObjectURL(removed.url);
    setAttachments(attachments.filter((_, i) => i !== index));
    setProblems([]);
  }

  async function submit(draft: MessageDraft, kind: 'message' | QuickReply) {
    if (sending !== null) return;
    setSending(kind);
    setFailure(null);
    setProgress(draft.photos?.length ? 0 : null);
    const outcome = await send(draft, (fraction) => setProgress(fraction));
    setSending(null);
    setProgress(null);
    if (!outcome.ok) {
      setFailure({ message: outcome.fields.text ?? outcome.fields.photos ?? outcome.message, draft });
      return;
    }
    if (kind === 'message') {
      attachments.forEach((a) => URL.revokeObjectURL(a.url));
      setAttachments([]);
      setText('');
      setProblems([]);
      textInput.current?.focus();
    }
  }

  const sendMessage = () => {
    if (!canSend) return;
    void submit({ text: trimmed ? text : undefined, photos: attachments.map((a) => a.file) }, 'message');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendMessage();
  };

  const retry = () => {
    if (!failure) return;
    const draft = failure.draft;
    if (draft.quickReply) void submit(draft, draft.quickReply);
    // The composer still holds the message: send what it holds now.
    else sendMessage();
  };

  const near = text.length >= MESSAGE_MAX_CHARS * 0.9;

  return (
    <Box component="form" noValidate onSubmit={(event) => (event.preventDefault(), sendMessage())} sx={{ minWidth: 0 }}>
      {quickReplies && (
        <QuickRepliesWhileOpen span={quickReplies}>
          <Stack direction="row" spacing={1} useFlexGap role="group" aria-label="Quick replies" sx={{ flexWrap: 'wrap', mb: 1.5 }}>
            {QUICK_REPLY_ORDER.map((reply) => (
              <Chip
                key={reply}
                label={QUICK_REPLIES[reply]}
                variant="outlined"
                color="primary"
                clickable
                disabled={sending !== null}
                icon={sending === reply ? <CircularProgress size={14} aria-hidden /> : undefined}
                onClick={() => void submit({ quickReply: reply }, reply)}
              />
            ))}
          </Stack>
        </QuickRepliesWhileOpen>
      )}

      {attachments.length > 0 && (
        <Box id={photosId} role="list" aria-label="Photos to send" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          {attachments.map((attachment, index) => (
            <Box key={attachment.url} role="listitem" sx={{ position: 'relative', width: 72, height: 72, flexShrink: 0 }}>
              <Box
                component="img"
                src={attachment.url}
                alt={`Photo to send ${index + 1}: ${attachment.file.name}`}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1.5, display: 'block', border: 1, borderColor: 'divider' }}
              />
              <IconButton
                size="small"
                aria-label={`Remove photo ${index + 1}: ${attachment.file.name}`}
                onClick={() => removePhoto(index)}
                disabled={sending !== null}
                sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper', boxShadow: 1, p: 0.25, '&:hover': { bgcolor: 'background.paper' } }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}

      {problems.length > 0 && (
        <Alert severity="error" role="alert" onClose={() => setProblems([])} sx={{ mb: 1.5 }}>
          {problems.map((problem) => (
            <Box key={problem} component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {problem}
            </Box>
          ))}
        </Alert>
      )}

      <TextField
        inputRef={textInput}
        label="Message"
        placeholder="Write a message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_CHARS, readOnly: sending === 'message', 'aria-describedby': counterId } }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, minWidth: 0 }}>
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          aria-label="Photos to attach"
          onChange={choosePhotos}
          data-testid="message-photo-input"
        />
        <Tooltip title={`Attach photos (JPEG, PNG or WebP, up to ${MESSAGE_MAX_PHOTOS})`}>
          <span>
            <IconButton
              aria-label="Attach photos"
              onClick={() => fileInput.current?.click()}
              disabled={sending !== null || attachments.length >= MESSAGE_MAX_PHOTOS}
            >
              <AddPhotoAlternateOutlined />
            </IconButton>
          </span>
        </Tooltip>
        <Typography
          id={counterId}
          variant="caption"
          sx={{ flex: 1, color: near ? 'warning.dark' : 'text.secondary', minWidth: 0 }}
          aria-live={near ? 'polite' : 'off'}
        >
          {text.length.toLocaleString('en-US')} / {MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters
        </Typography>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSend}
          endIcon={sending === 'message' ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendRounded />}
        >
          Send
        </Button>
      </Stack>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Enter sends, Shift+Enter starts a new line.
      </Typography>

      {progress !== null && (
        <Box sx={{ mt: 1.5 }}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
          <Typography variant="caption" sx={{ color: 'text.secondary' }} role="status">
            Uploading photos… {Math.round(progress * 100)}%
          </Typography>
        </Box>
      )}

      {failure && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={retry} disabled={sending !== null}>
              Retry
            </Button>
          }
        >
          {failure.draft.quickReply ? `"${QUICK_REPLIES[failure.draft.quickReply]}" wasn't sent. ` : 'Your message wasn\'t sent. '}
          {failure.message}
        </Alert>
      )}
    </Box>
  );
}

/**
 * The quick replies (`children`) while now is in [from, until) of `span`, looking at the clock
 * every 30 s; before it, a caption saying when they open ("Quick replies (On my way, …) open on
 * Mon, Nov 24, 2026 at 9:30 AM."); after the job's end, nothing.
 */
function QuickRepliesWhileOpen({ span, children }: { span: QuickRepliesWindow; children: ReactNode }) {
  const phase = quickRepliesPhase(span, useNow(QUICK_REPLIES_CLOCK_MS));
  if (phase === 'open') return children;
  if (phase === 'after') return null;
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1.5 }}>
      Quick replies ({Object.values(QUICK_REPLIES).join(', ')}) open on {formatDateTime(span.from)}.
    </Typography>
  );
}
