import { channelAccountTexts, channelDetailTexts } from '../../../resources/channelAssignment.texts';
import { shell } from './shell';

// Short codes, email domains and unsubscribe groups. The requirements' words exactly, including
// 'shortcode' in the success texts. Error texts are prefixes: the server's message follows. Their
// Assign form's section texts are built from the form's (resources/channelAssignment.texts.ts).
const loadAdd = (item: string) => ({
  load: `An error occurred loading the ${item}: `,
  insert: `An error occurred adding the ${item}: `,
  edit: `An error occurred updating the ${item}: `,
  delete: `An error occurred removing the ${item}: `,
});

const emailDomainTaken = 'Check that an email domain with that name does not already exist.';
const groupTaken = 'Check that an unsubscribe group with that name does not already exist.';
const shortCodeAccounts = channelAccountTexts('Short code');

export const channels = {
  shortcodes: {
    accounts: shortCodeAccounts,
    menu: 'Short Codes',
    title: 'Short Codes',
    filter: shell.filter.typeToNarrow,
    add: 'Add new Short Code',
    forms: {
      insert: 'Add new Short Code',
      edit: 'Edit Short Code',
      show: 'Short Code Details',
      assign: 'Assign Account',
      delete: 'Delete Short Code',
    },
    fields: {
      noGroup: 'None',
      counter: '%{count} / %{max} characters (%{parts} SMS)',
      defaultHint: 'left blank, the default wording shown is sent',
    },
    // the view's lists, by the call that loads each
    related: {
      accounts: {
        heading: shortCodeAccounts.heading,
        empty: shortCodeAccounts.empty,
        errors: { load: shortCodeAccounts.errors.load },
        item: shortCodeAccounts.tag,
        more: 'Showing the first %{shown} of %{total} accounts',
      },
      programs: {
        heading: 'Programs using this short code',
        empty: 'No program uses this short code',
        errors: { load: 'An error occurred loading the short code programs: ' },
      },
    },
    confirm: { delete: 'Are you sure you want to permanently remove the short code "%{ShortCode}" ?' },
    messages: {
      insert: 'Successfully added shortcode %{short_code}',
      edit: 'Successfully updated shortcode %{short_code}',
      delete: 'Shortcode deleted successfully',
    },
    errors: {
      ...loadAdd('short code'),
      show: loadAdd('short code').load,
      // the accounts of the chosen group, assigned after the save
      steps: { assignGroupAccounts: shortCodeAccounts.errors.add },
      accountGroups: 'An error occurred loading the account groups: ',
    },
  },
  emaildomains: {
    accounts: channelAccountTexts('Email domain'),
    details: channelDetailTexts,
    menu: 'Email Domains',
    title: 'Email Domains',
    filter: shell.filter.typeToNarrow,
    add: 'Add new Email Domain',
    // the list's column headers where they are not the schema's titles
    columns: { email_domain_url: 'Domain URL' },
    // a taken name, by call
    conflicts: { list: emailDomainTaken, create: emailDomainTaken, update: emailDomainTaken },
    forms: {
      insert: 'Add new Email Domain',
      edit: 'Edit Email Domain',
      show: 'Email Domain Details',
      assign: 'Assign Account',
      delete: 'Delete Email Domain',
    },
    confirm: { delete: 'Are you sure you want to permanently remove the email domain "%{email_domain_url}" ?' },
    messages: {
      insert: 'Successfully added email domain %{email_domain_url}',
      edit: 'Successfully updated email domain %{email_domain_url}',
      delete: 'Successfully deleted email domain %{email_domain_url}',
    },
    errors: {
      ...loadAdd('email domain'),
      // Required: the delete failure has its own text; the server's reason follows.
      delete: 'There was a problem deleting the email domain. ',
    },
  },
  unsubscribegroups: {
    accounts: channelAccountTexts('Unsubscribe group'),
    // a taken name, by call
    conflicts: { create: groupTaken, update: groupTaken },
    details: channelDetailTexts,
    menu: 'Email Unsubscribe',
    title: 'Email Unsubscribe Groups',
    filter: shell.filter.typeToNarrow,
    add: 'Add new Unsubscribe Group',
    forms: {
      insert: 'Add new Unsubscribe Group',
      edit: 'Edit Unsubscribe Group',
      show: 'Unsubscribe Group Details',
      assign: 'Assign Account',
      delete: 'Delete Unsubscribe Group',
    },
    confirm: { delete: 'Are you sure you want to permanently remove the unsubscribe group "%{group_name}" ?' },
    messages: {
      insert: 'Successfully added unsubscribe group %{group_name}',
      edit: 'Successfully updated unsubscribe group %{group_name}',
      delete: 'Successfully deleted unsubscribe group %{group_name}',
    },
    errors: {
      ...loadAdd('unsubscribe group'),
    },
  },
};
