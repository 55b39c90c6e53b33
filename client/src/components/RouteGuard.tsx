import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth, type Role } from '../lib/auth';
import { SESSION_EXPIRED_MESSAGE } from '../lib/session/presence';

export interface RouteGuardProps {
  children: ReactNode;
  /** One role, or several that may enter. */
  requiredRole?: Role | Role[];
  /** Let cleaners whose background check is not approved in (e.g. /verification-pending). */
  allowPendingVerification?: boolean;
}

/** Spec section 4 route guard: loading, sign-in redirect, verification redirect, role redirect. */
export function RouteGuard({ children, requiredRole, allowPendingVerification = false }: RouteGuardProps) {
  const { user, status, signOutReason } = useAuth();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 12 }}
      >
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">Authenticating...</Typography>
      </Box>
    );
  }

  if (!user) {
    // After a logout the caller navigates (to / or /login); redirecting here would race it.
    if (signOutReason === 'manual') return null;
    const state =
      signOutReason === 'expired' ? { from: location, message: SESSION_EXPIRED_MESSAGE } : { from: location };
    return <Navigate to="/login" replace state={state} />;
  }

  if (user.requiresVerification && !allowPendingVerification) {
    return <Navigate to="/verification-pending" replace />;
  }

  if (requiredRole) {
    const roles = Array.isArray(requiredRole) ? requiredRole : [requiredRole];
    if (!roles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  }

  return <>{children}</>;
}

export default RouteGuard;
