// The texts of a list on a phone (not in the requirements). They load with the narrow list
// (src/engine/ListRows.tsx), so the desktop's first screen does not carry them.
export const narrowList = {
  narrowList: {
    actionsFor: 'Actions for %{name}',
    secondary: '%{label}: %{value}',
    sortBy: 'Sort by',
    sortOrder: 'Sort order',
    ascending: 'Ascending',
    descending: 'Descending',
  },
};
