import { MediaImage, type MediaImageProps } from './media-image';

export type AssociationLogoProps = Omit<MediaImageProps, 'path' | 'alt'> & {
  association: { name: string; logo: string | null };
};

/** An association's logo, named for assistive technology: a rounded square, cropped to fill (size it). */
export function AssociationLogo({ association, ...rest }: AssociationLogoProps) {
  return (
    <MediaImage path={association.logo} alt={`${association.name} logo`} rounded="md" objectFit="cover" {...rest} />
  );
}
