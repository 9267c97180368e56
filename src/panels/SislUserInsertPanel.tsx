import { useTranslate } from 'react-admin';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import type { ModeProps } from '../engine/modeProps';
import { GeneratedForm } from '../engine/GeneratedForm';
import { useSession } from '../shell/useSession';

/**
 * New SISL users: created like any user, then given the role
 * slink-sisl-user on application workb and the acting admin's first account group.
 */
const SislUserInsertPanel = (props: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const session = useSession();
  const defaults = props.config.forms[props.mode]!.defaults ?? {};
  const grantPermissions = async (created: { id: unknown }) => {
    try {
      await dataProvider.call(props.config.name, 'relationship', {
        params: { id: created.id },
        body: {
          action: 'add',
          app_code: defaults.app_code,
          role_type_code: defaults.role_type_code,
          account_group_id: session?.account_group_ids[0],
        },
      });
    } catch (error) {
      throw new Error(translate('sislusers.errors.permissions') + (error as Error).message, { cause: error });
    }
  };
  return <GeneratedForm {...props} afterCreate={grantPermissions} />;
};
export default SislUserInsertPanel;
