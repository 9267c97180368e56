import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider } from 'react-admin';
import { IpOctetInput } from './IpOctetInput';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, net: { from: 'From address', octet: 'Part %{n} of %{label}' } }), 'en');

describe('IpOctetInput', () => {
  it('names the address and each octet from the keys it is given', async () => {
    const onChange = vi.fn();
    render(
      <I18nContextProvider value={i18n}>
        <IpOctetInput label="net.from" octetLabel="net.octet" value={[10, 0, 0, 1]} onChange={onChange} />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('group', { name: 'From address' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Part 3 of From address' }), '255');
    expect(onChange).toHaveBeenCalledWith([10, 0, 255, 1]);
  });
});
