// How the dashboard service answers a stored dashboard: dashboard_filters
// as a JSON string of the filters with account names and program entries, and account_ids.
import type { Dashboard, DashboardFilter } from '../../schemas/index';
import type { Data, DashboardRecord } from '../types';

export const renderFilters = (dashboard: DashboardRecord, data: Data): DashboardFilter[] => {
  const programs = new Map(data.dashboardPrograms.map((p) => [p.program_id, p]));
  return dashboard.filters.map((f) => ({
    engagement_dashboard_filter_id: f.engagement_dashboard_filter_id,
    engagement_dashboard_id: dashboard.engagement_dashboard_id,
    account_id: f.account_id,
    account_name: data.accounts.find((a) => a.account_id === f.account_id)?.account_name ?? String(f.account_id),
    programs: f.program_ids.flatMap((id) => {
      const p = programs.get(id);
      return p
        ? [
            {
              program_id: p.program_id,
              program_type: p.program_type,
              program_name: p.program_name,
              engagement_dashboard_filter_id: f.engagement_dashboard_filter_id,
            },
          ]
        : [];
    }),
  }));
};

export const renderDashboard = (dashboard: DashboardRecord, data: Data): Dashboard => ({
  engagement_dashboard_id: dashboard.engagement_dashboard_id,
  engagement_dashboard_name: dashboard.engagement_dashboard_name,
  description: dashboard.description,
  dashboard_filters: JSON.stringify(renderFilters(dashboard, data)),
  account_ids: dashboard.filters.map((f) => f.account_id),
  created_date_time: dashboard.created_date_time,
});
