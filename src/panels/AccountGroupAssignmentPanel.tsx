import { Divider } from '@mui/material';
import { AssignmentForm } from '../engine/AssignmentForm';
import type { ModeProps } from '../engine/modeProps';
import { IpRangeSection } from './IpRangeSection';

/** 'Assign Account Group Properties': id and name, accounts (declared), then the IP ranges, Done. */
const AccountGroupAssignmentPanel = (props: ModeProps) => {
  const ipRanges = props.config.forms[props.mode]!.assign?.ipRanges;
  return (
    <AssignmentForm
      {...props}
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
