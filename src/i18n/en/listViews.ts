// The texts of every list's Columns, Views and Filters menus and the filters' chips (not in the
// requirements; the filters' in ./columnFilters.ts). They load with the menus, after the list's
// rows, or with the chips once a column filter is set (src/i18n/textPacks.ts); the buttons' own
// names and the notice of an unreadable stored value are the console's own (shell.ts, table).
import { columnFilters } from './columnFilters';

export const listViews = {
  ...columnFilters,
  listViews: {
    columnsTitle: 'Columns shown',
    moveUp: 'Move %{column} up',
    moveDown: 'Move %{column} down',
    resetColumns: 'Reset columns',
    title: 'Saved views',
    none: 'No saved views yet.',
    nameLabel: 'View name',
    save: 'Save view',
    apply: 'Show view %{name}',
    defaultMark: 'default',
    default: 'Open the list with %{name}',
    rename: 'Rename %{name}',
    renameLabel: 'New name for %{name}',
    renameSubmit: 'Rename',
    delete: 'Delete view %{name}',
    nameLength: 'A view name needs 1 to %{max} characters',
    nameTaken: 'A view named "%{name}" exists already',
    saved: 'View "%{name}" saved',
    renamed: 'View renamed to "%{name}"',
    deleted: 'View "%{name}" deleted',
    restored: 'View "%{name}" is back',
    undo: 'Undo',
    undoDelete: 'Undo deleting view %{name}',
    defaultSet: 'The list now opens with "%{name}"',
    defaultCleared: 'The list no longer opens with "%{name}"',
  },
};
