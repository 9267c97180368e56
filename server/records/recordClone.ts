// The `clone` call of a declaring screen (language/recordTypes.ts): a copy of a record the
// caller sees, under a new id and the first free suffixed name, `starts` (and the caller's
// view's) applied, child rows copied under new ids.
import type { Router } from 'express';
import type { Context } from '../context';
import { caller, fill, route } from '../http';
import { sameCode } from '../../schemas/rules/normalise';
import { RECORD_CODECS } from './recordCodecs';
import type { RecordKit, Row } from './recordKit';
import { callPath } from './recordPaths';
import { viewAt } from './recordViews';

export const cloneRoute = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, rows, rowNamed, childRows, setChildRows, childIds, stampsOf, created, newIds } = kit;
  const clone = keeping.clone && callPath(keeping, 'clone', 'POST');
  if (!keeping.clone || !clone) return;
  const { name, names } = keeping.clone;
  const max = (keeping.schema ?? keeping.screen.schema).properties[name]?.maxLength ?? Infinity;
  /** The first of the names no record has (in any letter case), the original's cut to fit. */
  const freeName = (original: string) => {
    for (let n = 1; ; n++) {
      const template = n === 1 ? names[0] : fill(names[1], { n, name: '%{name}' });
      const room = Math.max(0, max - template.replace('%{name}', '').length);
      const candidate = template.replace('%{name}', () => original.slice(0, room));
      if (!rows().some((r) => sameCode(r[name], candidate))) return candidate;
    }
  };
  router.post(
    clone,
    route(async (req, res) => {
      const source = rowNamed(req, clone, false);
      const copy: Row = {
        ...structuredClone(source),
        ...newIds(),
        [name]: freeName(String(source[name])),
        ...stampsOf(() => caller(res).loginId),
        ...structuredClone({ ...keeping.starts, ...viewAt(keeping, req)?.starts }),
      };
      for (const [field, name] of Object.entries(keeping.codecs ?? {}))
        if (RECORD_CODECS[name].copy) copy[field] = RECORD_CODECS[name].copy!(source[field], kit.codecTools);
      rows().push(copy);
      for (const child of keeping.children ?? []) {
        const ids = childIds(child);
        setChildRows(
          copy,
          child,
          childRows(source, child).map((r) => ({ ...structuredClone(r), [child.id]: ids.next() })),
        );
      }
      await ctx.store.commit();
      res.status(201).json(created(copy));
    }),
  );
};
