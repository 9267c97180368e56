// docs/adding-a-screen.md read as what it is, a script: its command and the files its blocks show.
// e2e/newScreen.test.ts runs the one and writes the others; tools/screenGuide.test.ts checks
// that every other block is an excerpt of one of those files, so no part of the guide can drift
// from what is built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './screenFileKinds';

export const GUIDE = join(ROOT, 'docs', 'adding-a-screen.md');

export interface GuideBlock {
  /** the fence's language: ts, json, sh */
  lang: string;
  /** the file it shows (the fence's second word), or undefined for commands */
  path?: string;
  text: string;
}

/**
 * Every fenced block of the guide, in order, a block indented under a list item too (its text
 * without that indent).
 */
export const guideBlocks = (guide: string = readFileSync(GUIDE, 'utf8')): GuideBlock[] =>
  [...guide.matchAll(/^( *)```(\w+)(?: +(\S+))?\n([\s\S]*?)^\1```$/gm)].map(([, indent, lang, path, text]) => ({
    lang,
    path,
    text: text.replace(new RegExp(`^${indent}`, 'gm'), ''),
  }));

/** Lines without the indent they have in common. */
const dedent = (lines: readonly string[]) => {
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return lines.map((line) => line.slice(indent));
};

/** Whether `excerpt` is a run of whole lines of `file`, as written there but for their common indent. */
export const isExcerptOf = (excerpt: string, file: string): boolean => {
  const wanted = dedent(excerpt.replace(/\n$/, '').split('\n')).join('\n');
  const lines = file.split('\n');
  return lines.some((_line, start) => dedent(lines.slice(start, start + wanted.split('\n').length)).join('\n') === wanted);
};

/** The guide's `npm run new-screen -- …` command, as the arguments after `--`. */
export const guideCommand = (blocks: readonly GuideBlock[] = guideBlocks()): string[] => {
  const line = blocks
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.text.split('\n'))
    .find((text) => text.startsWith('npm run new-screen -- '));
  if (!line) throw new Error(`${GUIDE}: no npm run new-screen command`);
  return line.slice('npm run new-screen -- '.length).trim().split(/\s+/);
};

/** The files the guide shows, by path. */
export const guideFiles = (blocks: readonly GuideBlock[] = guideBlocks()): Record<string, string> =>
  Object.fromEntries(blocks.filter((block) => block.path).map((block) => [block.path!, block.text]));
