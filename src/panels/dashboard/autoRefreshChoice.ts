// Whether a person keeps "Refresh every minute" on for a dashboard: in local storage under one key
// per signed-in login and dashboard, as the lists keep their column choices (off when never set,
// or when storage is turned off).
export const autoRefreshKey = (login: string, dashboardId: string | number) => `slink.autoRefresh.${login}.${dashboardId}`;

export const readAutoRefresh = (key: string): boolean => {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
};

export const writeAutoRefresh = (key: string, on: boolean): void => {
  try {
    if (on) localStorage.setItem(key, 'true');
    else localStorage.removeItem(key);
  } catch {
    // storage full or turned off: the choice lasts as long as the page
  }
};
