// The services of the console's platform, derived from the calls every screen declares
// (resources/index.ts), for the tests and the browser tests' page log. A screen under a new
// service adds it here by existing; there is no list to edit.
import { screens } from '../../resources/index';
import { deriveRules, servicesOfRules } from '../guard';

export const PLATFORM_SERVICES: readonly string[] = servicesOfRules(deriveRules(screens));
