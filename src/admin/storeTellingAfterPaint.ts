// react-admin's store, telling its readers of a change after the page has painted.
//
// A list keeps its state in the address and, through react-admin's useListParams, copies it into
// the store each time the address changes. The store told its readers at once, so every page
// change, keystroke or filter drew the list a second time between the new rows and their paint
// (a few ms on each, bench/: keystroke, page change and chip figures), only to hand it what the
// address already said. The value is written at once (a read gets it); readers hear of it after
// the next frame, or within 100 ms when no frame comes (a hidden tab).
import type { Store } from 'react-admin';

/** Runs `run` once, after the next frame has been painted (or within `latest` ms when none is). */
export const afterPaint = (run: () => void, latest = 100): void => {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, latest);
};

export const storeTellingAfterPaint = (store: Store, later: (run: () => void) => void = afterPaint): Store => ({
  ...store,
  subscribe: (key, callback) => store.subscribe(key, (value) => later(() => callback(value))),
});
