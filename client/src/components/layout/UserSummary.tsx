import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthUser } from '../../lib/auth';
import { initials } from '../../lib/format';
import { RoleBadge } from './RoleBadge';
import { fullName } from './navigation';

/** Avatar, name and either the email or the role badge of the signed-in user. */
export function UserSummary({ user, detail }: { user: AuthUser; detail: 'email' | 'role' }) {
  const name = fullName(user);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14 }}>{initials(name)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
          {name}
        </Typography>
        {detail === 'email' ? (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {user.email}
          </Typography>
        ) : (
          <RoleBadge role={user.role} />
        )}
      </Box>
    </Stack>
  );
}
