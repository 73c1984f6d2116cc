export { ChatBubble } from './chat-bubble';
export { CHAT_BUBBLE_DEFAULTS, NOTIFICATION_DELAY_ERROR, type ChatBubbleOptions } from './chat-bubble-options';
