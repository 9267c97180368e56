// Which host keeps the lists: the list worker where the browser runs one, else the page.
import type { ListHost, ListHostSetup } from './listHost';
import { localListHost } from './localListHost';
import { workerListHost } from './workerListHost';

/** `viaWorker`: the lists load with the platform's own http, which the worker can make too. */
export const listHostFor = (setup: ListHostSetup, viaWorker: boolean): ListHost => {
  let onPage: ListHost | undefined;
  const pageHost = () => (onPage ??= localListHost(setup));
  return viaWorker && typeof Worker === 'function' ? workerListHost(setup, pageHost) : pageHost();
};
