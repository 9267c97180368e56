// The texts of every list's Filters menu and of its chips (not in the requirements), in the
// pack of the list menus' texts (./listViews.ts); the button's own name is the console's own
// (shell.ts, table.filters).
export const columnFilters = {
  columnFilters: {
    title: 'Filter by column',
    chips: 'Column filters',
    chip: '%{column}: %{value}',
    remove: 'Remove filter %{filter}',
    clearAll: 'Clear all column filters',
    from: 'From',
    to: 'To',
    min: 'Min',
    max: 'Max',
    fromDay: 'from %{from}',
    toDay: 'to %{to}',
    days: '%{from} to %{to}',
    atLeast: 'at least %{min}',
    atMost: 'at most %{max}',
    numbers: '%{min} to %{max}',
    match: 'Match',
    contains: 'contains',
    is: 'is',
    words: 'Text',
    textContains: '%{column} contains: %{value}',
    textIs: '%{column} is: %{value}',
    search: 'Search: %{q}',
    datesBackwards: 'The From date is after the To date, so the filter was not changed.',
    numbersBackwards: 'Min is more than Max, so the filter was not changed.',
  },
};
