type AudioContextClass = typeof AudioContext;

/** A short two-tone notification beep made with WebAudio (no audio file to download). */
export function playBeep(): void {
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return;
  try {
    const context = new Context();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.15, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.3);
    const oscillator = context.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, context.currentTime);
    oscillator.frequency.setValueAtTime(1320, context.currentTime + 0.12);
    oscillator.connect(gain);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.32);
    oscillator.onended = () => void context.close();
  } catch {
    // Browsers may refuse audio before the first user gesture; the badge still shows.
  }
}
