export { resolveMediaUrl } from './resolve-media-url';
export { DEFAULT_AVATAR_URL, DEFAULT_LOGO_URL, DEFAULT_COVER_URL } from './placeholders';
export { MediaImage, type MediaImageProps } from './media-image';
export { usePreviewUrl } from './use-preview-url';
export { AssociationLogo, type AssociationLogoProps } from './association-logo';
