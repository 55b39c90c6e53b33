import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { HeroSection } from './HeroSection';
import { PopularServicesSection } from './PopularServicesSection';
import { usePromoDue } from './promo';
import { subscribePath, type SignupTier } from './signupTier';
import { useLoadOnApproach } from '../../lib/useLoadOnApproach';
import { useAuth } from '../../lib/auth';
import { withDataLayer } from '../../lib/dataLayer';

const BelowFold = lazy(withDataLayer(() => import('./BelowFold')));
const SignupModal = lazy(withDataLayer(() => import('./SignupModal')));
const PromoFloating = lazy(() => import('./PromoFloating'));

/**
 * Height kept for the sections below the popular services until their code has loaded: about
 * their rendered height at each breakpoint, so the footer stays where it will be and nothing on
 * screen moves when they arrive (docs/decisions/0017-landing-speed.md).
 */
export const BELOW_FOLD_MIN_HEIGHT = { xs: 8600, sm: 7400, md: 4680 } as const;

/**
 * Public landing page (spec sections 1 and 2 "Landing page behaviour"). The first screen (hero
 * and the popular services) is in the entry chunk; the rest of the page loads as it is approached
 * (or at the visitor's first interaction), in space kept for it; the signup modal loads on its
 * first opening, the floating promo when it is due.
 */
export default function LandingPage() {
  const location = useLocation();
  const state = location.state as { scrollTo?: string } | null;
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signupTier, setSignupTier] = useState<SignupTier | null>(null);
  const [signupUsed, setSignupUsed] = useState(false);
  const [membershipWanted, setMembershipWanted] = useState(state?.scrollTo === 'membership');
  const belowFoldRef = useRef<HTMLDivElement>(null);
  const showBelowFold = useLoadOnApproach(belowFoldRef, membershipWanted);
  const promoDue = usePromoDue();

  // Membership buttons and the floating promo: a signed-in user goes straight to the subscribe
  // path; anyone else gets the signup modal carrying the chosen tier (spec sections 2 and 4).
  const chooseMembership = (tier: SignupTier) => {
    if (user) {
      navigate(subscribePath(tier.code), { state: { membershipIntent: tier.code } });
    } else {
      setSignupUsed(true);
      setSignupTier(tier);
    }
  };

  const showMembership = () => {
    const section = document.getElementById('membership');
    if (section) section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Not loaded yet: MembershipSection scrolls itself into view once its plans are there.
    else setMembershipWanted(true);
  };

  const placeholder = <Box aria-hidden sx={{ minHeight: BELOW_FOLD_MIN_HEIGHT }} />;

  return (
    <Box>
      <HeroSection onShowMembership={showMembership} />
      <PopularServicesSection />
      <Box ref={belowFoldRef}>
        {showBelowFold ? (
          <Suspense fallback={placeholder}>
            <BelowFold scrollToMembership={membershipWanted} onChooseMembership={chooseMembership} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      {promoDue && (
        <Suspense fallback={null}>
          <PromoFloating onClaim={chooseMembership} />
        </Suspense>
      )}
      {signupUsed && (
        <Suspense fallback={null}>
          <SignupModal open={signupTier !== null} tier={signupTier} onClose={() => setSignupTier(null)} />
        </Suspense>
      )}
    </Box>
  );
}
