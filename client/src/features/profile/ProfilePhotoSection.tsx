/**
 * The cleaner's "Profile photo" (docs/decisions/0034: customers see their cleaner's first name, last initial and
 * photo): the current photo or initials, "Upload photo" (JPEG, PNG or WebP up to 5 MB, checked here
 * with the message composer's rules before anything is sent; the server crops it to a 512 x 512
 * square without metadata) with upload progress, and "Remove photo" after a confirmation. The
 * mutations return the User, so Apollo updates `me.photoUrl` everywhere it shows.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { PHOTO_ACCEPT, photoProblem } from '../../components/messages/photos';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { PersonAvatar } from '../../components/ui/PersonAvatar';
import { graphql } from '../../gql';
import type { ProfilePhotoSection_UserFragment } from '../../gql/graphql';
import { useResultMutation } from '../../lib/mutation';
import { useToast } from '../../lib/toast';

export const ProfilePhotoSection_user = graphql(`
  fragment ProfilePhotoSection_user on User {
    id
    fullName
    photoUrl
  }
`);

const SetCleanerPhotoMutation = graphql(`
  mutation SetCleanerPhoto($photo: File!) {
    setCleanerPhoto(photo: $photo) {
      __typename
      ... on MutationSetCleanerPhotoSuccess {
        data {
          id
          ...ProfilePhotoSection_user
        }
      }
      ...ErrorFields
    }
  }
`);

const RemoveCleanerPhotoMutation = graphql(`
  mutation RemoveCleanerPhoto {
    removeCleanerPhoto {
      __typename
      ... on MutationRemoveCleanerPhotoSuccess {
        data {
          id
          ...ProfilePhotoSection_user
        }
      }
      ...ErrorFields
    }
  }
`);

export function ProfilePhotoSection({ user }: { user: ProfilePhotoSection_UserFragment }) {
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [upload] = useResultMutation(SetCleanerPhotoMutation);
  const [remove, removal] = useResultMutation(RemoveCleanerPhotoMutation);
  const uploading = progress !== null;

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = photoProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    const outcome = await upload(
      { photo: file },
      { context: { fetchOptions: { onUploadProgress: ({ loaded, total }: { loaded: number; total: number }) => setProgress(total > 0 ? Math.min(1, loaded / total) : 0) } } },
    );
    setProgress(null);
    if (outcome.ok) toast.success('Profile photo updated');
    else {
      setProblem(outcome.message);
      toast.error(`We couldn't update your photo: ${outcome.message}`);
    }
  }

  async function onRemove() {
    setRemoveError(null);
    const outcome = await remove({});
    if (outcome.ok) {
      setConfirming(false);
      toast.success('Profile photo removed');
    } else setRemoveError(outcome.message);
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
      <PersonAvatar name={user.fullName} photoUrl={user.photoUrl} size={96} color="success.main" />
      <Box sx={{ minWidth: 0, flexGrow: 1, width: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          {user.photoUrl ? 'Customers see this photo with your first name and last initial.' : 'No photo yet: customers see your initials.'} JPEG, PNG or WebP, up to 5 MB; it is cropped to a square.
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <input ref={input} id={inputId} type="file" accept={PHOTO_ACCEPT} hidden onChange={(e) => void onChoose(e)} />
          <Button variant="contained" startIcon={<PhotoCameraRounded aria-hidden />} disabled={uploading} onClick={() => input.current?.click()}>
            Upload photo
          </Button>
          {user.photoUrl && (
            <Button variant="outlined" color="error" disabled={uploading} onClick={() => setConfirming(true)}>
              Remove photo
            </Button>
          )}
        </Stack>
        {uploading && (
          <Box sx={{ mt: 1.5 }}>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Uploading photo" />
          </Box>
        )}
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {problem}
          </Alert>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Remove your photo?"
        description="Customers will see your initials instead."
        confirmLabel="Remove photo"
        cancelLabel="Keep photo"
        tone="error"
        busy={removal.loading}
        error={removeError}
        onConfirm={() => void onRemove()}
        onClose={() => {
          setConfirming(false);
          setRemoveError(null);
        }}
      />
    </Stack>
  );
}
