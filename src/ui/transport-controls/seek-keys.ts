/**
 * The seek slider's keyboard rule. A UI concern kept beside the slider, so the player core that every live
 * player loads before its first play does not carry it.
 */
/**
 * Keyboard use of the 0-100 seek slider (its step is "any", for which browsers move nothing on arrow keys):
 * arrows move 1 %, Page Up/Down 10 %, Home/End to either end. Null for keys the slider does not handle.
 */
export function seekPercentForKey(key: string, percent: number): number | null {
  const steps: Record<string, number> = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: 10,
    PageDown: -10,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return 100;
  const step = steps[key];
  if (step === undefined) return null;
  return Math.min(100, Math.max(0, percent + step));
}
