import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModeProps } from '../engine/FormDialog';
import { trackedImport } from '../data/trackedImport';

// Custom form modes by the key their config names (assignments and the like); each is built
// from engine pieces and loads only when opened.
export const panels: Record<string, LazyExoticComponent<ComponentType<ModeProps>>> = {
  changePassword: lazy(trackedImport(() => import('./ChangePasswordPanel'))),
  userAssignment: lazy(trackedImport(() => import('./UserAssignmentPanel'))),
  attributeAssignment: lazy(trackedImport(() => import('./AttributeAssignmentPanel'))),
  sislUserInsert: lazy(trackedImport(() => import('./SislUserInsertPanel'))),
  accountGroupAssignment: lazy(trackedImport(() => import('./AccountGroupAssignmentPanel'))),
  shortCodeForm: lazy(trackedImport(() => import('./ShortCodeFormPanel'))),
  shortCodeDetails: lazy(trackedImport(() => import('./ShortCodeDetailsPanel'))),
  accountAssignment: lazy(trackedImport(() => import('./AccountAssignmentPanel'))),
  dashboardEditor: lazy(trackedImport(() => import('./dashboard/DashboardEditorPanel'))),
  dashboardReport: lazy(trackedImport(() => import('./dashboard/DashboardReportPanel'))),
  apiLinkConfiguration: lazy(trackedImport(() => import('./ApiLinkConfigurationPanel'))),
  emailTemplateEditor: lazy(trackedImport(() => import('./EmailTemplatePanel'))),
  transformation: lazy(trackedImport(() => import('./transformation/TransformationPanel'))),
  vendorForm: lazy(trackedImport(() => import('./VendorFormPanel'))),
  vendorDetails: lazy(trackedImport(() => import('./VendorDetailsPanel'))),
  vendorAssignment: lazy(trackedImport(() => import('./VendorAssignmentPanel'))),
};
