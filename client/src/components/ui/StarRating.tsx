import Box from '@mui/material/Box';

const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
/** Pixels per star, as MUI's Rating sizes them (small 18 px, medium 24 px). */
const STAR_SIZE = { small: 18, medium: 24 } as const;

/**
 * Five read-only stars filled to `value` out of 5, tenths shown (4.7 fills 94 %). Looks like MUI's
 * `<Rating readOnly precision={0.1}>` but draws two SVG elements instead of about fifty: MUI draws
 * every tenth of every star as an icon of its own, which made the 50-card catalogue a 12,000-node
 * page (docs/decisions/0038-fast-ci.md). The input stays MUI's `<Rating>`.
 *
 * `label`: what a screen reader hears ("4.7 out of 5 stars"), as `role="img"`; without it the stars
 * are hidden from assistive technology (the figure beside them says it in text).
 */
export function StarRating({ value, size = 'medium', label }: { value: number; size?: keyof typeof STAR_SIZE; label?: string }) {
  const px = STAR_SIZE[size];
  const stars = (color: string) => (
    <svg width={px * 5} height={px} viewBox="0 0 120 24" fill={color} aria-hidden focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR_PATH} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <Box
      component="span"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={{ position: 'relative', display: 'inline-block', width: px * 5, height: px, flexShrink: 0, lineHeight: 0 }}
    >
      {stars('rgba(0, 0, 0, 0.26)')}
      <Box component="span" sx={{ position: 'absolute', inset: 0, width: `${percent}%`, overflow: 'hidden' }}>
        {stars('#faaf00')}
      </Box>
    </Box>
  );
}
