// The account group of a login's edit form: the first of its groups (Required: the user form
// has an Account Group field; a login's answer shows account_group_id as the first group).

/**
 * A login's groups with `groupId` as its account group, replacing the one the form showed; its
 * other memberships (given by the Assign form) stay. `undefined` (the field cleared) removes it.
 */
export const withPrimaryGroup = (ids: readonly number[], groupId: number | undefined): number[] => {
  const [current, ...others] = ids;
  if (current === groupId) return [...ids];
  const rest = others.filter((id) => id !== groupId);
  return groupId === undefined ? rest : [groupId, ...rest];
};
