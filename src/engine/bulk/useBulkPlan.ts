// Before a bulk action's confirmation: the selected rows read from the list (to name them and
// leave out those that may not take the action) and, for Assign, the accounts to pick from.
import { useEffect, useState } from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { Account } from '../../../schemas';
import type { ResourceConfig } from '../../../language/types';
import { useSlinkDataProvider } from '../../data/useSlinkDataProvider';
import { useSession } from '../../auth/useSession';
import { failureMessage } from '../failureMessage';
import type { BulkAction } from './bulkActions';
import type { BulkHost } from './bulkHost';
import { planBulk, planFields, type BulkPlan } from './bulkPlan';
import { keyRowsInSlices, planInSlices } from './planInSlices';

export interface BulkPreparation {
  plan?: BulkPlan;
  /** the rows by id (as text), to name them in the summary */
  rows: ReadonlyMap<string, RaRecord>;
  accounts?: Account[];
  error?: string;
}

export const useBulkPlan = (config: ResourceConfig, action: BulkAction, ids: readonly Identifier[], host: BulkHost): BulkPreparation => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const session = useSession();
  const [state, setState] = useState<BulkPreparation>({ rows: new Map() });
  useEffect(() => {
    let live = true;
    const closed = () => !live;
    const load = async () => {
      let rows: Map<string, RaRecord>;
      try {
        const { data } = await dataProvider.getMany(config.name, { ids: [...ids], meta: { fields: planFields(config, action) } });
        rows = await keyRowsInSlices(data, closed);
      } catch (error) {
        return { rows: new Map(), error: failureMessage(translate, error, 'bulk.rowsFailed') };
      }
      const plan = await planInSlices(
        ids,
        (slice) => planBulk(translate, config, action, slice, rows, host.nameOf, session?.login_id),
        closed,
      );
      if (!action.accounts) return { plan, rows };
      try {
        const accounts = await dataProvider.call<Account[]>(config.name, action.accounts.all);
        return { plan, rows, accounts: Array.isArray(accounts) ? accounts : [] };
      } catch (error) {
        return { plan, rows, error: failureMessage(translate, error, 'bulk.accountsFailed') };
      }
    };
    void load().then((next) => live && setState(next));
    return () => void (live = false);
  }, [config, action, ids, dataProvider, translate, host, session]);
  return state;
};
