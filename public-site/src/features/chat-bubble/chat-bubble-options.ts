import { SUPPORT_CHAT } from '@alumni/shared';
import type { CSSProperties } from 'react';

/** Options of the floating chat bubble (spec sections 3, 4, 9). Delays are in seconds. */
export type ChatBubbleOptions = {
  /** The messaging-app number replies go to (digits, country code first). */
  phoneNumber?: string;
  accountName?: string;
  /** Image URL of the account; the product mark when absent. */
  avatar?: string;
  statusMessage?: string;
  chatMessage?: string;
  placeholder?: string;
  /** Seconds before the welcome message shows after opening (a typing indicator meanwhile). */
  messageDelay?: number;
  /** Raise the "1" badge periodically while closed. */
  notification?: boolean;
  /** Seconds between notifications; at least 10. */
  notificationDelay?: number;
  notificationSound?: boolean;
  /** How many notifications at most; 0 or below = unlimited. */
  notificationLoop?: number;
  /** Seconds after which the box opens by itself; 0 = never. */
  autoOpenTimeout?: number;
  allowClickAway?: boolean;
  allowEsc?: boolean;
  chatboxHeight?: number;
  /** The dark chat; 'page': as the page's theme, by its CSS (right in the server's HTML, before any code). */
  darkMode?: boolean | 'page';
  style?: CSSProperties;
  className?: string;
  buttonStyle?: CSSProperties;
  buttonClassName?: string;
  chatboxStyle?: CSSProperties;
  chatboxClassName?: string;
  onClick?: () => void;
  onClose?: () => void;
  onNotification?: () => void;
  onLoopDone?: () => void;
  /** Called with the text after it was handed to the messaging app. */
  onSubmit?: (text: string) => void;
};

export const CHAT_BUBBLE_DEFAULTS = {
  ...SUPPORT_CHAT,
  messageDelay: 2,
  notification: true,
  notificationDelay: 60,
  notificationSound: false,
  notificationLoop: 0,
  autoOpenTimeout: 0,
  allowClickAway: false,
  allowEsc: false,
  chatboxHeight: 320,
  darkMode: false,
} as const;

export const MIN_NOTIFICATION_DELAY = 10;
export const NOTIFICATION_DELAY_ERROR = 'notificationDelay prop value must be at least 10 seconds.';
export const BUTTON_AVATAR_SIZE = 60;
