import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { MAX_PARSE_TEXT } from './useParseRequest';

/** One message of the thread: what the customer typed, or the assistant's reply. */
export interface ThreadMessage {
  id: number;
  from: 'you' | 'assistant';
  text: string;
  /** An assistant reply about a failure (shown in the error colour). */
  error?: boolean;
}

/**
 * The assistant's conversation: the thread (a live log, so replies are read out) and the
 * composer. Enter sends, Shift+Enter starts a new line. The composer is no form of its own, so the
 * thread can sit inside the page's booking form. `onSend` resolves to false when the text
 * should stay in the box (the parse failed).
 */
export function Conversation({
  messages,
  busy,
  composerLabel,
  onSend,
}: {
  messages: ThreadMessage[];
  busy: boolean;
  composerLabel: string;
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();

  // Keeps the newest message in view once the conversation has started (not on the greeting alone).
  useEffect(() => {
    if (messages.length > 1) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, busy]);

  const send = async () => {
    const message = text.trim();
    if (!message || busy) return;
    if (message.length > MAX_PARSE_TEXT) {
      setTooLong(true);
      return;
    }
    setText('');
    const kept = await onSend(message);
    if (!kept) setText(message);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <VisuallyHidden component="h2" id={titleId}>
        Conversation
      </VisuallyHidden>
      <Box role="log" aria-label="Conversation with the booking assistant" aria-busy={busy} sx={{ p: { xs: 2, sm: 3 }, maxHeight: { md: 460 }, overflowY: 'auto' }}>
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <Box
              component="li"
              key={message.id}
              sx={{ display: 'flex', gap: 1, justifyContent: message.from === 'you' ? 'flex-end' : 'flex-start', alignItems: 'flex-end' }}
            >
              {message.from === 'assistant' && (
                <Avatar aria-hidden sx={{ width: 30, height: 30, bgcolor: 'primary.main' }}>
                  <AutoAwesomeRounded sx={{ fontSize: 18 }} />
                </Avatar>
              )}
              <Box
                sx={{
                  maxWidth: '85%',
                  px: 2,
                  py: 1.25,
                  borderRadius: 2.5,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  ...(message.from === 'you'
                    ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderBottomRightRadius: 4 }
                    : message.error
                      ? { border: 1, borderColor: 'error.main', color: 'text.primary', borderBottomLeftRadius: 4 }
                      : { bgcolor: 'action.hover', color: 'text.primary', borderBottomLeftRadius: 4 }),
                }}
              >
                <VisuallyHidden>{message.from === 'you' ? 'You: ' : 'Assistant: '}</VisuallyHidden>
                <Typography variant="body2" component="span">
                  {message.text}
                </Typography>
              </Box>
            </Box>
          ))}
          {busy && (
            <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2">Reading your request…</Typography>
            </Box>
          )}
        </Stack>
        <div ref={endRef} />
      </Box>

      <Box
        role="group"
        aria-label="Write to the assistant"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: { xs: 2, sm: 3 }, pt: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          label={composerLabel}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (tooLong) setTooLong(event.target.value.trim().length > MAX_PARSE_TEXT);
          }}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          multiline
          maxRows={5}
          fullWidth
          error={tooLong}
          helperText={tooLong ? `Please keep it under ${MAX_PARSE_TEXT.toLocaleString('en-US')} characters.` : 'Enter to send, Shift+Enter for a new line.'}
        />
        <Button
          type="button"
          onClick={() => void send()}
          variant="contained"
          disabled={busy || !text.trim()}
          endIcon={<SendRounded />}
          sx={{ mt: 1, flexShrink: 0, fontWeight: 700 }}
        >
          Send
        </Button>
      </Box>
    </Paper>
  );
}
