import { useCallback, useEffect, useRef, useState, useLayoutEffect } from 'react';
import { MIN_NOTIFICATION_DELAY, NOTIFICATION_DELAY_ERROR } from './chat-bubble-options';
import { playBeep } from './play-beep';

type Options = {
  enabled: boolean;
  delaySeconds: number;
  sound: boolean;
  /** 0 or below: unlimited. */
  maxCount: number;
  onNotification?: () => void;
  onLoopDone?: () => void;
};

/**
 * Every `delaySeconds` raises the badge (and beeps), until `maxCount` notifications were given
 * (then `onLoopDone`) or `stop()` is called (the visitor opened the box). Delays under 10 seconds
 * are refused with a console error and start nothing.
 */
export function useNotificationTimer({ enabled, delaySeconds, sound, maxCount, onNotification, onLoopDone }: Options) {
  const [hasBadge, setHasBadge] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const callbacks = useRef({ onNotification, onLoopDone });
  // The latest callbacks, for timers started earlier (updated after render, as React asks).
  useLayoutEffect(() => {
    callbacks.current = { onNotification, onLoopDone };
  });

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (delaySeconds < MIN_NOTIFICATION_DELAY) {
      console.error(NOTIFICATION_DELAY_ERROR);
      return;
    }
    let count = 0;
    timer.current = setInterval(() => {
      count += 1;
      setHasBadge(true);
      if (sound) playBeep();
      callbacks.current.onNotification?.();
      if (maxCount > 0 && count >= maxCount) {
        stop();
        callbacks.current.onLoopDone?.();
      }
    }, delaySeconds * 1000);
    return stop;
  }, [enabled, delaySeconds, sound, maxCount, stop]);

  return { hasBadge, clearBadge: useCallback(() => setHasBadge(false), []), stop };
}
