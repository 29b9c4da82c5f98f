import { MEDIA_BASE } from '@/shared/config';

/** Image fields hold a path under the media base (spec 7: "a media base plus the image field"). */
export const mediaUrl = (image: string | null | undefined): string =>
  !image ? `${MEDIA_BASE}img/placeholder.svg` : /^(https?:|data:|\/)/.test(image) ? image : `${MEDIA_BASE}${image}`;
