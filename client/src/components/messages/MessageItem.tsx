import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { formatRelativeDay, formatTime } from '../booking/format';
import { QUICK_REPLIES } from '../../../../schema/rules';
import type { ThreadMessage } from './useMessageThread';
import { PersonAvatar } from '../ui/PersonAvatar';

/** The note under a message whose contact details were hidden (sent before the job). */
export const MASKED_NOTE = 'Contact details are hidden until the job. Keep talking here.';

type Photo = ThreadMessage['photos'][number];

/**
 * One message of a thread: author and time, text (line breaks kept), the masking note, photos as
 * thumbnails opening a larger view, and for a customer reading the cleaner's messages a "Report"
 * action (`onReport`), or "Reported" once done. The viewer's own messages sit on the right.
 */
export function MessageItem({ message, onReport }: { message: ThreadMessage; onReport: ((message: ThreadMessage) => void) | null }) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [viewing, setViewing] = useState<Photo | null>(null);
  const menuId = useId();
  const mine = message.mine;
  const support = message.authorRole === 'support';
  const text = message.text || (message.quickReply ? QUICK_REPLIES[message.quickReply] : '');
  const when = `${formatRelativeDay(message.createdAt)}, ${formatTime(message.createdAt)}`;

  return (
    <Box
      component="article"
      aria-label={`${mine ? 'You' : message.authorName}, ${when}`}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', minWidth: 0 }}
    >
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2.5,
          borderTopRightRadius: mine ? 4 : undefined,
          borderTopLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : support ? 'background.paper' : 'action.hover',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: support && !mine ? 1 : 0,
          borderColor: 'info.main',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            {!mine && message.authorPhotoUrl && <PersonAvatar name={message.authorName} photoUrl={message.authorPhotoUrl} size={24} />}
            <Typography variant="caption" component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {mine ? 'You' : message.authorName}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Typography variant="caption" component="time" dateTime={message.createdAt}>
              {when}
            </Typography>
            {onReport && !message.reportedByMe && (
              <>
                <IconButton
                  size="small"
                  aria-label={`Message actions, ${message.authorName}`}
                  aria-haspopup="menu"
                  aria-controls={menuAnchor ? menuId : undefined}
                  aria-expanded={Boolean(menuAnchor)}
                  onClick={(event) => setMenuAnchor(event.currentTarget)}
                  sx={{ color: 'inherit', p: 0.25, mr: -0.75 }}
                >
                  <MoreVertRounded fontSize="small" />
                </IconButton>
                <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
                  <MenuItem
                    onClick={() => {
                      setMenuAnchor(null);
                      onReport(message);
                    }}
                  >
                    <FlagOutlined fontSize="small" sx={{ mr: 1 }} aria-hidden />
                    Report
                  </MenuItem>
                </Menu>
              </>
            )}
          </Stack>
        </Stack>
        {text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.25 }}>
            {text}
          </Typography>
        )}
        {message.photos.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: text ? 1 : 0.5 }}>
            {message.photos.map((photo) => (
              <ButtonBase
                key={photo.id}
                onClick={() => setViewing(photo)}
                sx={{ borderRadius: 1.5, overflow: 'hidden', width: 96, height: 96, bgcolor: 'background.paper', flexShrink: 0 }}
              >
                <PhotoImage src={photo.url} alt={`Photo from ${message.authorName}`} width={photo.width} height={photo.height} thumbnail />
              </ButtonBase>
            ))}
          </Box>
        )}
        {message.masked && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', mt: 0.75 }}>
            <VisibilityOffOutlined sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
            <Typography variant="caption">{MASKED_NOTE}</Typography>
          </Stack>
        )}
        {message.reportedByMe && (
          <Typography variant="caption" component="p" sx={{ mt: 0.5, fontStyle: 'italic' }}>
            Reported to support
          </Typography>
        )}
      </Box>
      <PhotoViewer photo={viewing} author={message.authorName} onClose={() => setViewing(null)} />
    </Box>
  );
}

/** A message photo; "Image unavailable" when it cannot be loaded (e.g. its link expired: reload the page). */
function PhotoImage({ src, alt, width, height, thumbnail = false }: { src: string; alt: string; width: number; height: number; thumbnail?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Typography variant="caption" sx={{ p: 1, color: 'text.secondary' }}>
        Image unavailable
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={thumbnail ? 'lazy' : undefined}
      onError={() => setFailed(true)}
      sx={
        thumbnail
          ? { width: '100%', height: '100%', objectFit: 'cover', display: 'block' }
          : { maxWidth: '100%', maxHeight: '75vh', width: 'auto', height: 'auto', display: 'block', mx: 'auto' }
      }
    />
  );
}

/** The larger view of one photo (a dialog; Escape or Close returns to the thread). */
function PhotoViewer({ photo, author, onClose }: { photo: Photo | null; author: string; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  return (
    <Dialog open={Boolean(photo)} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullScreen={fullScreen}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 1 }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          Photo from {author}
        </DialogTitle>
        <IconButton onClick={onClose} aria-label="Close photo">
          <CloseRounded />
        </IconButton>
      </Stack>
      <DialogContent sx={{ pt: 0 }}>
        {photo && <PhotoImage src={photo.url} alt={`Photo from ${author}`} width={photo.width} height={photo.height} />}
      </DialogContent>
    </Dialog>
  );
}
