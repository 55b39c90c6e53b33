import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import { useToast } from '../../lib/toast';
import { useAddFavoriteCleaner, useRemoveFavoriteCleaner } from '../../components/favorites/favoriteMutations';

/**
 * On a completed booking with a cleaner (docs/decisions/0027): "Add <name> to favourites", or, once a
 * favourite, a note and "Remove from favourites". Favourites are asked first when the customer
 * books again.
 */
export function FavoriteCleanerButton({
  bookingId,
  cleanerId,
  name,
  favorite,
}: {
  bookingId: string;
  cleanerId: string;
  /** "Maria G." */
  name: string;
  favorite: boolean;
}) {
  const notify = useToast();
  const [error, setError] = useState<string | null>(null);
  const [add, addState] = useAddFavoriteCleaner(bookingId);
  const [remove, removeState] = useRemoveFavoriteCleaner(bookingId);
  const busy = addState.loading || removeState.loading;

  const toggle = async () => {
    setError(null);
    const outcome = favorite ? await remove({ cleanerId }) : await add({ cleanerId });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    notify.success(favorite ? `${name} is no longer a favourite.` : `${name} is now a favourite: we ask them first when you book.`);
  };

  return (
    <Box sx={{ mt: 2 }}>
      {favorite ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <FavoriteRounded aria-hidden sx={{ fontSize: 18, color: 'error.main' }} />
            {name} is one of your favourites.
          </Typography>
          <Button size="small" disabled={busy} onClick={() => void toggle()}>
            Remove {name} from favourites
          </Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          fullWidth
          disabled={busy}
          onClick={() => void toggle()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <FavoriteBorderRounded />}
        >
          Add {name} to favourites
        </Button>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
