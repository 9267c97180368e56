import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ModeProps } from '../engine/FormDialog';

// Custom form modes by the key their config names (assignments and the like); each is built
// from engine pieces and loads only when opened.
export const panels: Record<string, LazyExoticComponent<ComponentType<ModeProps>>> = {
  changePassword: lazy(() => import('./ChangePasswordPanel')),
  userAssignment: lazy(() => import('./UserAssignmentPanel')),
  attributeAssignment: lazy(() => import('./AttributeAssignmentPanel')),
  sislUserInsert: lazy(() => import('./SislUserInsertPanel')),
  accountGroupAssignment: lazy(() => import('./AccountGroupAssignmentPanel')),
  shortCodeForm: lazy(() => import('./ShortCodeFormPanel')),
  shortCodeDetails: lazy(() => import('./ShortCodeDetailsPanel')),
  accountAssignment: lazy(() => import('./AccountAssignmentPanel')),
  dashboardEditor: lazy(() => import('./dashboard/DashboardEditorPanel')),
  dashboardReport: lazy(() => import('./dashboard/DashboardReportPanel')),
  apiLinkConfiguration: lazy(() => import('./ApiLinkConfigurationPanel')),
  emailTemplateEditor: lazy(() => import('./EmailTemplatePanel')),
  transformation: lazy(() => import('./transformation/TransformationPanel')),
  vendorForm: lazy(() => import('./VendorFormPanel')),
  vendorDetails: lazy(() => import('./VendorDetailsPanel')),
  vendorAssignment: lazy(() => import('./VendorAssignmentPanel')),
};
