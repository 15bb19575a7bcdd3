import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FaultRelay, startFaultRelay } from '../../test/fault-relay.ts';
import { createSession, graphqlRequest, graphqlUrl } from '../../test/graphql-server.ts';
import { renderApp } from '../../test/render-app.tsx';

const COMPANY = `{ company { name registrationNumber email kraPin phone invoiceFooter mpesaType mpesaNumber
  defaultVatRate updatedByEmail } }`;

/** The field's own message, as a screen reader reaches it from the field. */
function describedBy(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const relays: FaultRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

// The client tests share one server, whose invoices other tests print: every save here keeps
// the configured name, registration number and email.
describe('Settings screen', () => {
  it('shows a cashier why not, and no Settings in the menu', async () => {
    const cashier = await createSession('cashier');
    localStorage.setItem('token', cashier.token);
    renderApp('/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an owner or a manager can change the shop settings.',
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('says every problem beside its field, all at once, and sends nothing', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    // Watched on its way: other test files change the shared shop's M-Pesa number meanwhile,
    // so "sent nothing" is read from the requests, not from the settings before and after.
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const { user } = renderApp('/settings', { uri: relay.url });
    const name = await screen.findByLabelText('Company name');
    await user.clear(name);
    await user.type(screen.getByLabelText('KRA PIN (optional)'), 'p0512');
    const vat = screen.getByLabelText('Default VAT rate (%)');
    await user.clear(vat);
    await user.type(vat, '150');
    await user.selectOptions(screen.getByLabelText('M-Pesa'), 'till');
    // Empty, whatever number another test file gave the shared shop.
    await user.clear(screen.getByLabelText('Till number'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(name)).toContain('Enter the company name.');
    const pin = screen.getByLabelText('KRA PIN (optional)');
    expect(pin).toHaveValue('P0512');
    expect(describedBy(pin)).toContain(
      'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567X.',
    );
    expect(describedBy(vat)).toContain('Enter a VAT rate from 0 to 100.');
    expect(describedBy(screen.getByLabelText('Till number'))).toContain(
      'Enter the till number: 5 to 7 digits.',
    );
    // The first field in trouble has the focus.
    expect(name).toHaveFocus();
    expect(relay.seen()).toContain('Company');
    expect(relay.seen()).not.toContain('UpdateCompany');

    // A field's message goes as it is corrected.
    await user.type(name, 'Ghala Hardware & General Supplies Ltd');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('says what new documents start at until a changed rate is saved', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/settings');
    const vat = await screen.findByLabelText('Default VAT rate (%)');
    // The client tests never change the shared shop's rate: it is the spec's 16%.
    expect(describedBy(vat)).toContain('New orders and invoices start at 16%;');
    await user.clear(vat);
    await user.type(vat, '14');
    expect(describedBy(vat)).toContain(
      'Once saved, new orders and invoices start at 14% instead of 16%;',
    );
    await user.clear(vat);
    await user.type(vat, '16');
    expect(describedBy(vat)).toContain('New orders and invoices start at 16%;');
  });

  it('keeps unsaved changes across screens until they are saved, then saves them', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    // The save is held on its way to the server, so the screen is seen mid-save on any machine.
    const relay = await startFaultRelay(graphqlUrl());
    relays.push(relay);
    const { user } = renderApp('/settings', { uri: relay.url });
    const phone = await screen.findByLabelText('Phone (optional)');
    await user.clear(phone);
    await user.type(phone, '0722 410 410');
    const footer = screen.getByLabelText('Invoice footer (optional)');
    await user.clear(footer);
    await user.type(footer, 'Asante kwa kununua nasi.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Away and back: nothing typed is lost.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByLabelText('Phone (optional)')).toHaveValue('0722 410 410');
    expect(screen.getByLabelText('Invoice footer (optional)')).toHaveValue(
      'Asante kwa kununua nasi.',
    );
    expect(
      screen.getByText('Your unsaved changes from before are back. Save them, or discard them.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('M-Pesa'), 'paybill');
    // Another test file may have given the shared shop a number already.
    const paybill = screen.getByLabelText('Paybill number');
    await user.clear(paybill);
    await user.type(paybill, '522522');
    const letSaveThrough = relay.holdNext('UpdateCompany');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    letSaveThrough();
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Last saved .* by ${manager.email}\\.`)),
    ).toBeInTheDocument();

    expect((await graphqlRequest(COMPANY, {}, manager.token)).data.company).toMatchObject({
      name: 'Ghala Hardware & General Supplies Ltd',
      phone: '0722 410 410',
      invoiceFooter: 'Asante kwa kununua nasi.',
      mpesaType: 'paybill',
      mpesaNumber: '522522',
      updatedByEmail: manager.email,
    });
    // Saved: no draft is left to come back.
    expect(Object.keys(localStorage).filter((key) => key.includes('settings'))).toEqual([]);
  });

  it('explains each eTIMS mode, wants a PIN and serial before one is on, and saves the branch', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/settings');
    const modes = await screen.findByRole('group', { name: 'eTIMS mode' });
    expect(within(modes).getByRole('radio', { name: /^Off/ })).toBeChecked();
    expect(modes).toHaveTextContent("Sent to KRA's test system");
    expect(modes).toHaveTextContent('nothing reaches KRA');

    // Turned on without a PIN or serial, and a branch of one digit: each said beside its field.
    const pin = screen.getByLabelText('KRA PIN (optional)');
    await user.clear(pin);
    await user.click(within(modes).getByRole('radio', { name: /^KRA sandbox/ }));
    const branch = screen.getByLabelText('KRA branch id');
    expect(branch).toHaveValue('00');
    await user.clear(branch);
    await user.type(branch, '1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(describedBy(branch)).toContain('A branch id is 2 digits: 00 for the head office.');
    expect(describedBy(screen.getByLabelText('Device serial'))).toContain(
      'Enter the device serial KRA registered: eTIMS signs with it.',
    );
    expect(describedBy(pin)).toContain('Enter the KRA PIN: eTIMS signs with it.');

    // Off again (the client tests share one server: nothing here turns signing on), with a branch
    // and serial kept for later.
    await user.click(within(modes).getByRole('radio', { name: /^Off/ }));
    await user.type(branch, '2');
    await user.type(screen.getByLabelText('Device serial (optional)'), 'GHALA-OSCU-01');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const saved = await graphqlRequest(
      '{ company { kraBranchId kraDeviceSerial etimsMode } }',
      {},
      manager.token,
    );
    expect(saved.data.company).toEqual({
      kraBranchId: '12',
      kraDeviceSerial: 'GHALA-OSCU-01',
      etimsMode: 'off',
    });
  });

  it('previews a chosen logo, refuses a file that is not an image, and removes it', async () => {
    const manager = await createSession('manager');
    localStorage.setItem('token', manager.token);
    const { user } = renderApp('/settings');
    const picker = await screen.findByLabelText(/^(Choose|Replace) logo$/);
    await user.upload(
      picker,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('This file is not a PNG image.')).toBeInTheDocument();
    expect(describedBy(picker)).toContain('This file is not a PNG image.');

    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
      (c) => c.charCodeAt(0),
    );
    await user.upload(picker, new File([png], 'logo.png', { type: 'image/png' }));
    const preview = await screen.findByAltText('Logo preview');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(screen.queryByText('This file is not a PNG image.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByAltText('Logo preview')).not.toBeInTheDocument();
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });
});
