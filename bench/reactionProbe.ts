// In-page probes for a staff member's first reactions on a list (bench/firstReactions.ts).
// Strings, not functions: tsx names inner functions with a helper the page does not have.

/**
 * Init script: `window.__reactions.arm(type, selector, kind)` arms a one-shot timer on the next
 * `type` event at `selector`, read with `window.__reaction` (ms, or null when not done in 10 s).
 * It runs from the event's timestamp until what the person waits for is on screen, then to the
 * frame after it: a requestAnimationFrame and a message after it, so the style, layout and paint
 * of that frame count too. What is waited for, by `kind`:
 *   rows  - the table body's text changed (new rows, or the same rows in another order)
 *   tick  - the clicked checkbox is checked and the bulk toolbar's status reads "1 selected"
 *   panel - a dialog (a toolbar button's panel) is in the page
 * It marks the reaction's start and end (User Timing) for a trace (bench/reactionProfile.ts).
 * It also keeps every long animation frame (from 50 ms) with its longest scripts in
 * `window.__longFrames`, which says what held the main thread.
 */
export const REACTION_PROBE = `(() => {
  const frames = (window.__longFrames = []);
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries())
        frames.push({
          start: f.startTime,
          duration: f.duration,
          blocking: f.blockingDuration,
          scripts: [...f.scripts]
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3)
            .map((s) => ({ duration: s.duration, invoker: s.invoker, source: (s.sourceURL || '').replace(/^.*\\//, '') + (s.sourceFunctionName ? ' ' + s.sourceFunctionName : '') })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch (e) {}
  const body = () => (document.querySelector('main table tbody') || {}).textContent || '';
  window.__reactions = {
    arm(type, selector, kind) {
      const target = document.querySelector(selector);
      if (!target) throw new Error('Nothing at ' + selector);
      window.__reaction = new Promise((done) => {
        target.addEventListener(type, (event) => {
          const start = event.timeStamp;
          performance.mark('slink-reaction-start', { startTime: start });
          const before = body();
          const met = () => {
            if (kind === 'rows') return body() !== before;
            if (kind === 'tick') {
              const status = document.querySelector('[role="toolbar"][aria-label="Bulk actions"] [role="status"]');
              return target.checked && !!status && status.textContent.trim() === '1 selected';
            }
            return !!document.querySelector('[role="dialog"]');
          };
          let finished = false;
          const observer = new MutationObserver(() => { if (met()) finish(); });
          const timer = setTimeout(() => {
            if (finished) return;
            finished = true;
            observer.disconnect();
            done(null);
          }, 10000);
          const finish = () => {
            if (finished) return;
            finished = true;
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                performance.mark('slink-reaction-end');
                done({ start, ms: performance.now() - start });
              };
              channel.port2.postMessage(null);
            });
          };
          observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        }, { once: true, capture: true });
      });
    },
  };
  // When the list's toolbar buttons that start as disabled stand-ins first answer a click.
  window.__enabledAt = {};
  const seen = new MutationObserver(() => {
    for (const b of document.querySelectorAll('button')) {
      const label = b.textContent;
      if ((label === 'Filters' || label === 'Columns') && !b.disabled && !(label in window.__enabledAt)) window.__enabledAt[label] = performance.now();
    }
    if ('Filters' in window.__enabledAt && 'Columns' in window.__enabledAt) seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
})()`;

/** What a reaction cost: ms to what was waited for, the longest task and long frame meanwhile. */
export interface ReactionFigures {
  ms: number;
  /** the longest main-thread task (Long Tasks API, from 50 ms) overlapping the reaction; 0 when none */
  longestTaskMs: number;
  /** the long tasks, long frames (with their longest scripts) and files fetched meanwhile, as
   * "start+duration" in ms from the event */
  tasks?: string[];
  frames?: string[];
  loaded?: string[];
  /** ms from the first rows to the button becoming usable, for the ones drawn disabled at first */
  readyAfterMs?: number;
}

/** Page expression: the figures of the reaction `window.__reaction` timed (null when not done). */
export const READ_REACTION = `(async () => {
  const r = await window.__reaction;
  if (r === null) return null;
  const end = r.start + r.ms;
  const overlaps = (t) => t.start < end && t.start + t.duration > r.start;
  const tasks = (window.__longTasks || []).filter(overlaps);
  const frames = window.__longFrames.filter(overlaps).sort((a, b) => b.duration - a.duration);
  const at = (t) => Math.round(t.start - r.start) + '+' + Math.round(t.duration);
  const loaded = performance.getEntriesByType('resource')
    .filter((e) => e.startTime >= r.start && e.startTime < end)
    .map((e) => Math.round(e.startTime - r.start) + '+' + Math.round(e.duration) + ' ' + new URL(e.name).pathname.replace(/^.*\\//, ''));
  return {
    start: r.start,
    ms: r.ms,
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    tasks: tasks.map(at),
    frames: frames.map((f) => at(f) + ': ' + f.scripts.map((s) => Math.round(s.duration) + ' ' + s.invoker + ' [' + s.source + ']').join('; ')),
    loaded,
  };
})()`;
