import { lazy } from 'react';
import type { CustomParts } from '../engine/customParts';
import { trackedImport } from '../data/trackedImport';

// Custom form modes by the key their config names (assignments and the like); each is built
// from engine pieces and loads only when opened. The console's root gives them to the engine
// (CustomPartsProvider); a key missing here or unknown to the configs fails the type check.
export const panels: CustomParts['formModes'] = {
  userAssignment: lazy(trackedImport(() => import('./UserAssignmentPanel'))),
  attributeAssignment: lazy(trackedImport(() => import('./AttributeAssignmentPanel'))),
  accountGroupAssignment: lazy(trackedImport(() => import('./AccountGroupAssignmentPanel'))),
  dashboardEditor: lazy(trackedImport(() => import('./dashboard/DashboardEditorPanel'))),
  dashboardReport: lazy(trackedImport(() => import('./dashboard/DashboardReportPanel'))),
  emailTemplateEditor: lazy(trackedImport(() => import('./EmailTemplatePanel'))),
};
