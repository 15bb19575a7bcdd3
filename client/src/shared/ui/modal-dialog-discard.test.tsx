import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogCancelButton, ModalDialog } from './modal-dialog.tsx';
import { useChangedSinceOpening } from './use-changed-since-opening.ts';

function SupplierForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <ModalDialog
      open
      title="Add Supplier"
      onClose={onClose}
      dirty={useChangedSinceOpening({ name })}
      discardTitle="Discard this supplier?"
      footer={<DialogCancelButton />}
    >
      <label htmlFor="name">Name</label>
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
    </ModalDialog>
  );
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1}>Suppliers</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Add supplier
      </button>
      {open && <SupplierForm onClose={() => setOpen(false)} />}
    </main>
  );
}

async function openForm() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Add supplier' }));
  return user;
}

const form = () => screen.queryByRole('dialog', { name: 'Add Supplier' });
const question = () => screen.queryByRole('dialog', { name: 'Discard this supplier?' });

describe('ModalDialog holding typed work', () => {
  it('closes at once on Escape while nothing is typed', async () => {
    const user = await openForm();
    await user.keyboard('{Escape}');
    expect(form()).not.toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add supplier' })).toHaveFocus();
  });

  it('asks on Escape once something is typed, and Keep editing keeps it', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Bamburi Cement');
    await user.keyboard('{Escape}');

    const asking = question();
    expect(asking).toHaveAccessibleDescription('It has not been saved yet and will be lost.');
    // Enter on the question is safe: it keeps the work.
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(question()).not.toBeInTheDocument();
    expect(form()).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bamburi Cement');
    // Back where the typing was.
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('Escape on the question keeps editing too', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Bamburi');
    await user.keyboard('{Escape}');
    expect(question()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(question()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bamburi');
  });

  it('throws the work away on Discard, the focus back on what opened the dialog', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Bamburi');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(question()).not.toBeInTheDocument();
    expect(form()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add supplier' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add supplier' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('asks on the close button and on Cancel as well', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('Name'), 'Bamburi');
    for (const name of ['Close', 'Cancel']) {
      await user.click(screen.getByRole('button', { name }));
      expect(question()).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Keep editing' }));
      expect(screen.getByRole('button', { name })).toHaveFocus();
    }
    expect(screen.getByLabelText('Name')).toHaveValue('Bamburi');
  });

  it('closes at once again when what was typed is taken back out', async () => {
    const user = await openForm();
    await user.type(screen.getByLabelText('Name'), 'B');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(form()).not.toBeInTheDocument();
  });
});
