// @alumni/shared/avatar: the profile picture, bundled by the code that shows one (account menu, profile
// pages), so Chakra's Avatar is not on the public first pages. Not a federation singleton: it holds no state.
export { UserAvatar, type UserAvatarProps } from './user-avatar';
