// The account group of a login's edit form: the first of its groups (Required: the user form
// has an Account Group field; a login's answer shows account_group_id as the first group).

/**
 * A login's groups with `groupId` as its account group, replacing the one the form showed; its
 * other memberships (given by the Assign form) stay. `undefined` (the field cleared) removes it.
 * A group `kept` says the editor may not take away (a slink-sisl-admin's edit: one outside its
 * own groups) stays where it is: as the account group, the form's group is added beside it.
 */
export const withPrimaryGroup = (
  ids: readonly number[],
  groupId: number | undefined,
  kept: (id: number) => boolean = () => false,
): number[] => {
  const [current, ...others] = ids;
  if (current === groupId) return [...ids];
  if (current !== undefined && kept(current)) return groupId === undefined || ids.includes(groupId) ? [...ids] : [...ids, groupId];
  const rest = others.filter((id) => id !== groupId);
  return groupId === undefined ? rest : [groupId, ...rest];
};
