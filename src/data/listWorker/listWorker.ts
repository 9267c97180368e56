// The list worker's script: the whole list of a screen lives here, off the page's main thread
// (fetch, parse, search texts, filter, sort, paging; docs/architecture.md says why). It imports
// no react-admin and no React, only the data layer's list code.
import type { FromWorker, Port, ToWorker } from './protocol';
import { serveLists } from './serveLists';

serveLists(self as unknown as Port<ToWorker, FromWorker>);
