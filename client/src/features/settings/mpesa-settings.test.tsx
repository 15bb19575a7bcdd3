import { screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const COMPANY = `{ company { name registrationNumber email kraPin address phone logo defaultVatRate
  invoiceFooter mpesaType mpesaNumber bankDetails } }`;
const SETTINGS = `{ mpesaSettings { mode callbackBaseUrl passkeySet consumerKeySet consumerSecretSet
  stkCallbackUrl confirmationUrl validationUrl } }`;

/** The field's own messages, as a screen reader reaches them from the field. */
function describedBy(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

// The client tests share one server: this leaves its M-Pesa in simulator mode with keys saved
// and the callback address at the server itself, as the unmatched payments test wants it.
describe('Settings screen: M-Pesa', () => {
  it('says each missing key beside its field, saves keys it never shows again, and asks before turning M-Pesa off', async () => {
    const manager = await createSession('manager');
    // The shop's paybill, unless another test saved one (M-Pesa needs it).
    const { company } = (await graphqlRequest(COMPANY, {}, manager.token)).data;
    if (!company.mpesaNumber) {
      const withNumber = await graphqlRequest(
        `mutation($input: CompanyInput!) { updateCompany(input: $input) { mpesaNumber } }`,
        { input: { ...company, mpesaType: 'paybill', mpesaNumber: '522522' } },
        manager.token,
      );
      expect(withNumber.errors).toBeUndefined();
    }
    // From nothing saved, whatever an earlier run left.
    const cleared = await graphqlRequest(
      `mutation($input: MpesaSettingsInput!) { updateMpesaSettings(input: $input) { mode } }`,
      {
        input: {
          mode: 'off',
          callbackBaseUrl: null,
          passkey: null,
          consumerKey: null,
          consumerSecret: null,
        },
      },
      manager.token,
    );
    expect(cleared.errors).toBeUndefined();
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/settings');

    const form = await screen.findByRole('form', { name: 'M-Pesa settings' });
    const modes = within(form).getByRole('group', { name: 'M-Pesa mode' });
    expect(within(modes).getByRole('radio', { name: /^Off/ })).toBeChecked();
    const passkey = within(form).getByLabelText('Passkey');
    expect(passkey).toHaveAttribute('type', 'password');
    expect(describedBy(passkey)).toContain('Not saved yet.');
    expect(form).toHaveTextContent('Give the callback address and save');
    expect(within(form).getByRole('button', { name: 'Register C2B URLs' })).toBeDisabled();

    // On without its keys: each said beside its field, and nothing sent.
    await user.click(within(modes).getByRole('radio', { name: /^Simulator/ }));
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    const consumerKey = within(form).getByLabelText('Consumer key');
    const address = within(form).getByLabelText('Callback address');
    expect(describedBy(passkey)).toContain('Enter the passkey');
    expect(describedBy(consumerKey)).toContain("Enter your Daraja app's consumer key.");
    expect(describedBy(within(form).getByLabelText('Consumer secret'))).toContain(
      "Enter your Daraja app's consumer secret.",
    );
    expect(describedBy(address)).toContain('Enter the public address Safaricom calls back.');
    // The first field in trouble has the focus.
    expect(address).toHaveFocus();

    // What only the server knows is said beside its field too: Safaricom's sandbox calls https.
    const origin = new URL(graphqlUrl()).origin;
    await user.type(passkey, 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919');
    await user.type(consumerKey, 'ghala-app-key');
    await user.type(within(form).getByLabelText('Consumer secret'), 'ghala-app-secret');
    await user.type(address, origin);
    await user.click(within(modes).getByRole('radio', { name: /^Daraja sandbox/ }));
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(address)).toContain('Must start with https://');
    expect(form).toHaveTextContent('Some M-Pesa details need correcting');
    expect((await graphqlRequest(SETTINGS, {}, manager.token)).data.mpesaSettings.mode).toBe('off');

    // The simulator takes the test server's own address.
    await user.click(within(modes).getByRole('radio', { name: /^Simulator/ }));
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    expect(await screen.findByText('M-Pesa settings saved.')).toBeInTheDocument();

    // Saved, and never shown again: the fields are empty, and say so.
    expect(passkey).toHaveValue('');
    expect(passkey).toHaveAttribute('placeholder', 'Saved — type to replace');
    expect(describedBy(passkey)).toContain('Saved — type to replace');
    expect(describedBy(consumerKey)).toContain('Saved — type to replace');
    const saved = (await graphqlRequest(SETTINGS, {}, manager.token)).data.mpesaSettings;
    expect(saved).toMatchObject({
      mode: 'simulator',
      callbackBaseUrl: origin,
      passkeySet: true,
      consumerKeySet: true,
      consumerSecretSet: true,
    });
    // The three addresses to give Safaricom, read-only and copyable.
    for (const [label, url] of [
      ['Payment request results (STK callback)', saved.stkCallbackUrl],
      ['C2B confirmation address', saved.confirmationUrl],
      ['C2B validation address', saved.validationUrl],
    ]) {
      const field = within(form).getByLabelText(label);
      expect(field).toHaveValue(url);
      expect(field).toHaveAttribute('readonly');
      expect(within(form).getByRole('button', { name: `Copy ${label}` })).toBeInTheDocument();
    }
    expect(document.body.textContent).not.toContain('ghala-app-secret');
    // Replacing the addresses is the owner's alone: a manager is not offered it.
    expect(
      within(form).queryByRole('button', { name: 'Replace callback addresses' }),
    ).not.toBeInTheDocument();

    // Turning it off is asked first; Cancel keeps it on.
    await user.click(within(modes).getByRole('radio', { name: /^Off/ }));
    await user.click(within(form).getByRole('button', { name: 'Save M-Pesa settings' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn M-Pesa off?' });
    expect(confirm).toHaveTextContent('The keys stay saved');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Turn M-Pesa off?' })).not.toBeInTheDocument();
    expect((await graphqlRequest(SETTINGS, {}, manager.token)).data.mpesaSettings.mode).toBe(
      'simulator',
    );
    await user.click(within(modes).getByRole('radio', { name: /^Simulator/ }));
    expect(within(form).queryByText('Unsaved M-Pesa changes')).not.toBeInTheDocument();

    // A number typed in the shop's form above is not M-Pesa's until that form is saved.
    const unsavedNumber = 'The till or paybill number changed above is not saved yet';
    expect(form).not.toHaveTextContent(unsavedNumber);
    const number = screen.getByLabelText(/^(Till|Paybill) number$/);
    await user.clear(number);
    await user.type(number, '600100');
    expect(form).toHaveTextContent(unsavedNumber);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(form).not.toHaveTextContent(unsavedNumber);
  });

  it('offers the owner to replace the callback addresses, saying first what that does', async () => {
    // The shared server's own owner, not a second one: the staff screen's test of the last
    // owner refused a demotion relies on the shop having one owner, whichever file runs first.
    const ownerToken = inject('ownerToken');
    const before = (await graphqlRequest(SETTINGS, {}, ownerToken)).data.mpesaSettings;
    localStorage.setItem('token', ownerToken);
    const { user } = renderApp('/settings');
    const form = await screen.findByRole('form', { name: 'M-Pesa settings' });
    const replace = await within(form).findByRole('button', {
      name: 'Replace callback addresses',
    });
    await user.click(replace);
    const dialog = await screen.findByRole('dialog', { name: 'Replace the callback addresses?' });
    expect(dialog).toHaveTextContent('the old ones stop working at once');
    expect(dialog).toHaveTextContent('registered with Safaricom straight away');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Cancelled here: other client tests use this server's addresses.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await graphqlRequest(SETTINGS, {}, ownerToken)).data.mpesaSettings).toEqual(before);
  });
});
