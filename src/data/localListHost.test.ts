import { httpError } from './http';
import { describeListHost, pageSetup } from './listHostContract';
import { localListHost } from './localListHost';

describeListHost('the page itself', (list) =>
  localListHost(
    pageSetup(async () => {
      list.loads++;
      if (list.failure) throw httpError(list.failure);
      return structuredClone(list.rows);
    }),
  ),
);
