import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** Spec section 9: images start loading when they come within 100 px of the viewport. */
export const IMAGE_LAZY_MARGIN = '100px';
/** Spec section 8: the text shown when an image cannot be loaded. */
export const IMAGE_UNAVAILABLE_TEXT = 'Image unavailable';
/** Spec section 8: the house and apartment cleaning picture, a local asset (client/public/images). */
export const FALLBACK_IMAGE_SRC = '/images/house-apartment-cleaning.svg';

export interface ImageWithFallbackProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError' | 'loading'> {
  /** The picture to show; null or empty shows the fallback at once. */
  src: string | null | undefined;
  /** Required: describes the picture (use '' for a purely decorative one). */
  alt: string;
  /** Picture shown instead when `src` fails; the house and apartment cleaning picture by default. */
  fallbackSrc?: string;
  /** Box styles for the frame (size, radius, aspect ratio). */
  sx?: SxProps<Theme>;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'fallback' | 'failed';

/**
 * An image that loads when it comes within 100 px of the viewport (IntersectionObserver with a
 * 100 px root margin; browsers without it load at once), and on error shows the house and
 * apartment cleaning picture with the caption 'Image unavailable' (spec sections 8 and 9). If
 * the fallback fails too, only the caption remains.
 */
export function ImageWithFallback({ src, alt, fallbackSrc = FALLBACK_IMAGE_SRC, sx, ...img }: ImageWithFallbackProps) {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [fallbackFailed, setFallbackFailed] = useState(false);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  useEffect(() => {
    if (near || !frame) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: IMAGE_LAZY_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, near]);

  const broken = !src || failedSrc === src;
  const phase: Phase = !near
    ? 'waiting'
    : broken
      ? fallbackFailed
        ? 'failed'
        : 'fallback'
      : loadedSrc === src
        ? 'loaded'
        : 'loading';
  const shown = phase === 'fallback' ? fallbackSrc : phase === 'loading' || phase === 'loaded' ? src! : undefined;

  return (
    <Box
      ref={setFrame}
      data-image-state={phase}
      sx={[
        { position: 'relative', overflow: 'hidden', bgcolor: 'action.hover', display: 'block' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {shown && (
        <Box
          component="img"
          {...img}
          key={shown}
          src={shown}
          // When the picture failed, the caption says so; the fallback picture itself is decorative.
          alt={phase === 'fallback' ? '' : alt}
          decoding="async"
          onLoad={() => phase === 'loading' && setLoadedSrc(src ?? null)}
          onError={() => (phase === 'fallback' ? setFallbackFailed(true) : setFailedSrc(src ?? null))}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {(phase === 'fallback' || phase === 'failed') && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            bottom: 8,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(255,255,255,0.9)',
            color: 'text.primary',
            fontWeight: 600,
          }}
        >
          {IMAGE_UNAVAILABLE_TEXT}
        </Typography>
      )}
    </Box>
  );
}

export default ImageWithFallback;
