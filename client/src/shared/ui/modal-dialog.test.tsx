import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add customer
      </button>
      <button type="button">Elsewhere</button>
      <ModalDialog
        open={open}
        title="Add Customer"
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Save</button>
          </>
        }
      >
        <label htmlFor="name">Name</label>
        <input id="name" />
        <label htmlFor="contact">Contact</label>
        <input id="contact" />
      </ModalDialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Add customer' }));
  return user;
}

describe('ModalDialog', () => {
  it('opens as a named modal dialog with focus on its first field', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add Customer' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add customer' })).toHaveFocus();
  });

  it('closes on its close button too', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add customer' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    const user = await openDialog();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Contact')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).not.toHaveFocus();
  });

  it('starts empty each time it opens', async () => {
    const user = await openDialog();
    await user.type(screen.getByLabelText('Name'), 'Mama Mboga');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('keeps a document number in its title on one line', () => {
    render(
      <ModalDialog open title="Partial payment on ORD-000024" onClose={() => undefined}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(
      screen.getByRole('heading', { name: 'Partial payment on ORD-000024' }),
    ).toBeInTheDocument();
    // The number is an element of its own, which the stylesheet keeps from wrapping.
    expect(screen.getByText('ORD-000024')).toHaveClass('document-number');
  });
  it('gives the focus back beside its opener when what it did disabled the opener', async () => {
    function PayRow() {
      const [open, setOpen] = useState(false);
      const [paid, setPaid] = useState(false);
      return (
        <table>
          <tbody>
            <tr>
              <td>ORD-000024</td>
              <td>
                <a href="#invoice">View invoice</a>
                <button type="button" disabled={paid} onClick={() => setOpen(true)}>
                  Mark paid
                </button>
                <ModalDialog open={open} title="Mark paid" onClose={() => setOpen(false)}>
                  <button
                    type="button"
                    onClick={() => {
                      setPaid(true);
                      setOpen(false);
                    }}
                  >
                    Confirm
                  </button>
                </ModalDialog>
              </td>
            </tr>
          </tbody>
        </table>
      );
    }
    const user = userEvent.setup();
    render(<PayRow />);
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveFocus();
  });
  it("gives the focus to the screen's title when what it did removed its opener", async () => {
    function VoidRow() {
      const [open, setOpen] = useState(false);
      const [voided, setVoided] = useState(false);
      return (
        <main>
          <h1 tabIndex={-1}>Invoices</h1>
          {!voided && (
            <button type="button" onClick={() => setOpen(true)}>
              Delete INV-000012
            </button>
          )}
          <ModalDialog open={open} title="Delete invoice" onClose={() => setOpen(false)}>
            <button
              type="button"
              onClick={() => {
                setVoided(true);
                setOpen(false);
              }}
            >
              Delete
            </button>
          </ModalDialog>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<VoidRow />);
    await user.click(screen.getByRole('button', { name: 'Delete INV-000012' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('heading', { name: 'Invoices' })).toHaveFocus();
  });
});
