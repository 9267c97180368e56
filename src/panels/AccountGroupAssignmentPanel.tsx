import { Divider } from '@mui/material';
import { AssignmentForm } from '../engine/AssignmentForm';
import type { ModeProps } from '../engine/modeProps';
import type { AccountGroup } from '../../schemas';
import { IpRangeSection } from './IpRangeSection';

/** The platform answers a group's accounts inside the group's own read. */
const accountsOfGroup = (group: unknown) => (group as AccountGroup).accounts;

/** 'Assign Account Group Properties': id and name, accounts (declared, read from the group), then the IP ranges, Done. */
const AccountGroupAssignmentPanel = (props: ModeProps) => {
  const ipRanges = props.config.forms[props.mode]!.assign?.ipRanges;
  return (
    <AssignmentForm
      {...props}
      assignedOf={accountsOfGroup}
      extra={
        ipRanges && (
          <>
            <Divider />
            <IpRangeSection config={props.config} ipRanges={ipRanges} record={props.record!} />
          </>
        )
      }
    />
  );
};
export default AccountGroupAssignmentPanel;
