import Avatar from '@mui/material/Avatar';
import { initials } from '../../../../schema/format';

/**
 * A person's round avatar: their photo (`photoUrl`, e.g. GraphQL `User.photoUrl` of a cleaner,
 * docs/decisions/0034) with the alternative text "<name>'s photo", or their initials on a coloured disc when
 * there is none. The initials are hidden from assistive technology: the name is always shown next
 * to the avatar. `size` is in pixels.
 */
export function PersonAvatar({
  name,
  photoUrl,
  size = 40,
  color = 'primary.main',
}: {
  name: string | null | undefined;
  photoUrl?: string | null;
  size?: number;
  /** Background of the initials disc (a theme colour). */
  color?: string;
}) {
  const common = { width: size, height: size, fontWeight: 700, fontSize: size * 0.4, bgcolor: color };
  if (photoUrl) {
    return <Avatar src={photoUrl} alt={`${name ?? 'Cleaner'}'s photo`} sx={common} />;
  }
  return (
    <Avatar aria-hidden sx={common}>
      {initials(name)}
    </Avatar>
  );
}
