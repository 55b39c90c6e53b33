import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { SUPERSAVER } from './content';
import { PROMO_DISMISS_KEY } from './promo';
import type { SignupTier } from './signupTier';

/**
 * Dismissable floating SuperSaver promo (spec section 9) pushing a membership subscription: an
 * offer of the Moon tier (content.ts SUPERSAVER; docs/decisions/0030-supersaver.md). `onClaim`
 * gets that tier (the landing page opens the signup modal or the subscribe path).
 * LandingPage loads it when it is due (promo.ts: 6 s after the landing page opened, unless
 * dismissed in this session); it slides in as it mounts.
 */
export default function PromoFloating({ onClaim }: { onClaim: (tier: SignupTier) => void }) {
  const [open, setOpen] = useState(true);

  const dismiss = () => {
    setOpen(false);
    try {
      window.sessionStorage.setItem(PROMO_DISMISS_KEY, 'true');
    } catch {
      // Storage unavailable: the promo may show again on the next visit.
    }
  };

  const claim = () => {
    dismiss();
    onClaim({ code: SUPERSAVER.tierCode, name: SUPERSAVER.tierName });
  };

  return (
    <Slide direction="up" in={open} appear mountOnEnter unmountOnExit>
      <Paper
        role="complementary"
        aria-label="SuperSaver offer"
        elevation={12}
        sx={{
          position: 'fixed',
          // Above the app bar and drawer, below any dialog (the signup modal it opens among them).
          zIndex: (theme) => theme.zIndex.modal - 1,
          bottom: { xs: 12, md: 24 },
          left: { xs: 12, md: 24 },
          right: { xs: 12, md: 'auto' },
          width: { md: 360 },
          p: 2.5,
          borderRadius: 4,
          overflow: 'hidden',
          background: 'linear-gradient(135deg, #fff8e1 0%, #ffffff 55%)',
          border: '1px solid rgba(245,166,35,0.4)',
        }}
      >
        <IconButton onClick={dismiss} aria-label="Dismiss offer" size="small" sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <LocalOfferIcon sx={{ color: '#f57c00' }} aria-hidden />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 800 }}>
            {SUPERSAVER.name} · {SUPERSAVER.tierName} {SUPERSAVER.monthly}
          </Typography>
          <Chip size="small" color="warning" label={SUPERSAVER.discount} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          House cleaning for{' '}
          <Box component="strong" sx={{ color: 'primary.main' }}>
            {SUPERSAVER.memberRate}
          </Box>{' '}
          instead of <Box component="s">{SUPERSAVER.regularRate}</Box> with the {SUPERSAVER.tierName} membership.
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {SUPERSAVER.coverage}. Cancel anytime.
        </Typography>
        <Button variant="contained" fullWidth onClick={claim}>
          Claim {SUPERSAVER.discount}
        </Button>
      </Paper>
    </Slide>
  );
}
