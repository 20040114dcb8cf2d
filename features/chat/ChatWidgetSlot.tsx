import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';

// The widget's code (and yup) loads the first time the borrower opens chat, so it stays out of the entry bundle.
const ChatWidget = lazy(async () => ({
  default: (await import(/* webpackChunkName: "chat-widget" */ './screens/ChatWidget')).ChatWidget,
}));

/** Webchat on every page (001 §2): mounted by the frame, rendered while open. */
export function ChatWidgetSlot() {
  const open = useAppSelector((state) => state.chat.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
