// The dashboard area's texts, one pack loaded with the area (src/i18n/areaTexts.ts): the texts its
// screen config files declare (the dashboards and their report: resources/dashboards.ts).
import { dashboardScreenTexts } from '../../../../resources/generated/dashboardTexts';

export const texts = { ...dashboardScreenTexts };
