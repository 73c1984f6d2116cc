export { ChatBubble } from './chat-bubble';
