// The console's first drawing after the sign-in check mounts the whole shell and the landing
// screen at once, every MUI component inserting its styles for the first time. react-admin draws
// it in the update that ends its auth check, a store update React runs in one piece: a task of
// 100-300 ms on a 2-core machine, during which the page answers nothing. Mounted in a transition
// instead, React draws it in slices of a few ms (bench/: the longest main-thread task before the
// first rows). Slices split the drawing but not its commit, where every component inserts its
// styles: the shell uses this twice, for its frame and then for the screen inside it, so that
// each is committed on its own.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export const MountInSlices = ({ children }: { children: ReactNode }) => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
};
