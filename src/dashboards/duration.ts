// "Duration (hh:mm)" of an import. The platform reports seconds; the
// report shows whole hours and minutes, minutes rounded down (an import is never shown longer
// than it took). Hours are not capped at 24: a stuck import can run for days.

export const formatDuration = (seconds: unknown): string => {
  const value = typeof seconds === 'string' && seconds.trim() !== '' ? Number(seconds) : seconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return '';
  const minutes = Math.floor(value / 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}`;
};
