import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { AccountGroup } from '../../schemas';
import { vendorFields } from '../../schemas/rules/vendorMetadata';
import { DetailsView } from '../engine/DetailsView';
import { ErrorBanner } from '../engine/ErrorBanner';
import type { ModeProps } from '../engine/modeProps';
import { loadFailure } from '../engine/loadFailure';
import { useCallResult } from '../engine/useCallResult';
import { useSession } from '../shell/useSession';
import { isSislUser, maskedSecret, visibleVendorFields } from './vendorFormFields';

/**
 * 'Vendor Account Details': the record with MetadataJSON's keys as lines, the account group by
 * name, and the auth token shown by its last characters only (never the password).
 */
const VendorDetailsPanel = (props: ModeProps) => {
  const translate = useTranslate();
  const { config, mode, record } = props;
  const sisl = isSislUser(useSession()?.user_type);
  const groups = useCallResult<AccountGroup[]>(config.name, 'accountGroups', {}, !sisl);
  const form = config.forms[mode]!;

  const shown = useMemo(() => {
    const flat: Record<string, unknown> = { ...record, ...vendorFields(record ?? {}) };
    const group = groups.data?.find((g) => String(g.id) === String(flat.accountGroupId));
    if (group) flat.accountGroupId = group.account_group_name;
    const last = maskedSecret(flat.authToken);
    flat.authToken = last === undefined ? '' : translate('vendors.details.secretSet', { last });
    return flat;
  }, [record, groups.data, translate]);
  // Lines of other vendor types are left out, as on the forms.
  const fields = visibleVendorFields(form.fields ?? [], { sisl, typeCode: shown.VendorTypeCode });
  const viewConfig = { ...config, forms: { ...config.forms, [mode]: { ...form, fields } } };
  const loadError = loadFailure(translate, [{ error: groups.error, prefix: 'vendors.errors.accountGroups' }]);
  return (
    <>
      <ErrorBanner message={loadError} />
      <DetailsView {...props} config={viewConfig} record={{ ...shown, id: record!.id }} />
    </>
  );
};
export default VendorDetailsPanel;
