// How the generated lists ask react-admin for their rows (ListBase's queryOptions), shared by the
// list and the hook that asks ahead of it (useListPrefetch).
//
// react-admin copies each listed row into the getOne cache under the list's meta. List rows
// may be summaries (users, API clients), so they are kept under their own meta: a form mode
// always reads its record whole through the resource's get call, never a summary row.
//
// A page of rows asked ahead (useListPrefetch) is still fresh when the list reads it a moment
// later, so it is not asked a second time. Any write still refreshes the list at once
// (react-admin's refresh ignores freshness), and the rows come from the list's own cache of the
// whole list, not from the platform, so the second adds no staleness of its own.
export const LIST_QUERY = { meta: { rows: 'list' }, staleTime: 1_000 } as const;
