/**
 * /image-gallery-demo (public, spec section 2): the service illustrations (one per catalogue
 * category, components/serviceImage.ts) in a gallery, shown through the app's image component
 * with the spec's behaviour: each picture loads when it comes within 100 px of the viewport
 * (section 9) and a picture that fails shows the house and apartment cleaning picture with
 * 'Image unavailable' (section 8). The last tile is a damaged picture, to show that fallback.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { IMAGE_LAZY_MARGIN, IMAGE_UNAVAILABLE_TEXT, ImageWithFallback } from '../../components/ImageWithFallback';
import { SERVICE_IMAGE_SLUGS, serviceImageAlt, serviceImageSrc } from '../../components/serviceImage';
import { PageTitle } from '../../components/ui/PageTitle';

/**
 * A damaged picture (an SVG cut off after its first bytes, as a data URI: no request, no 404 in
 * the console): the tile that shows the fallback.
 */
export const BROKEN_IMAGE_SRC = 'data:image/svg+xml,%3Csvg%20xmlns%3D';

interface Tile {
  key: string;
  caption: string;
  src: string | null;
  alt: string;
}

const TILES: readonly Tile[] = [
  ...Object.keys(SERVICE_IMAGE_SLUGS).map((category) => ({
    key: category,
    caption: category,
    src: serviceImageSrc(category),
    alt: serviceImageAlt(category),
  })),
  { key: 'broken', caption: 'A damaged picture', src: BROKEN_IMAGE_SRC, alt: 'A damaged picture' },
];

/** The gallery page. */
export default function ImageGalleryDemoPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Image gallery demo" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Image gallery demo
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1, maxWidth: 760 }}>
        One illustration per service category, as shown on the{' '}
        <Link component={RouterLink} to="/services">
          service cards
        </Link>
        , each service's page and the booking summary. A picture starts loading when it comes within {IMAGE_LAZY_MARGIN} of the
        screen, so the ones further down load as you scroll.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        When a picture cannot be loaded, the house and apartment cleaning picture takes its place with the words “{IMAGE_UNAVAILABLE_TEXT}”:
        the last tile shows it.
      </Typography>

      <Box
        component="ul"
        aria-label="Service images"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {TILES.map((tile) => (
          <Box component="li" key={tile.key}>
            <Box component="figure" sx={{ m: 0 }}>
              <ImageWithFallback
                src={tile.src}
                alt={tile.alt}
                width={320}
                height={200}
                sx={{ aspectRatio: '16 / 10', borderRadius: 3, border: 1, borderColor: 'divider' }}
              />
              <Typography component="figcaption" sx={{ mt: 1, fontWeight: 600 }}>
                {tile.caption}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
