import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { DEFAULT_LOGO_URL } from './placeholders';
import { resolveMediaUrl } from './resolve-media-url';

export type MediaImageProps = Omit<ImageProps, 'src'> & {
  /** A stored media path (or absolute URL); resolved with resolveMediaUrl. */
  path: string | null | undefined;
  /** Shown when there is no path or the file cannot be loaded. */
  fallback?: string;
};

/** An uploaded image (logo, cover) that falls back to a placeholder instead of a broken image. */
export function MediaImage({ path, fallback = DEFAULT_LOGO_URL, alt, ...rest }: MediaImageProps) {
  const src = resolveMediaUrl(path, fallback);
  const [failed, setFailed] = useState<string | null>(null);
  return <Image src={failed === src ? fallback : src} alt={alt} onError={() => setFailed(src)} {...rest} />;
}
