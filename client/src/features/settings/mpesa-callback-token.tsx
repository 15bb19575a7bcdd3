import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { MpesaMode } from '../../graphql/schema-types.generated.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { RotateMpesaCallbackTokenDocument } from './mpesa-settings.generated.ts';
import { cacheMpesaSettings } from './mpesa-settings-cache.ts';

export const replaceText = {
  hint: 'Were these addresses seen by someone who should not have them? Replace them: the old ones stop working.',
  button: 'Replace callback addresses',
  busy: 'Replacing...',
  title: 'Replace the callback addresses?',
  gone: 'Ghala makes new addresses with a new secret, and the old ones stop working at once: whoever saw them (a former manager, a tunnel’s log) can no longer report a payment to this shop.',
  registerOn:
    'The new C2B addresses are registered with Safaricom straight away, so payments customers make on their phones keep arriving.',
  registerOff: 'M-Pesa is off: register the new addresses when you turn it on.',
  waiting:
    'A payment request still waiting on a customer’s phone will not report back by itself: check it from its payment dialog.',
  confirm: 'Replace addresses',
  failed: 'Failed to replace the callback addresses. Please try again.',
  doneRegistered: 'Callback addresses replaced and registered with Safaricom.',
  doneOff: 'Callback addresses replaced. Register them with Safaricom when M-Pesa is on.',
  notTaken: (why: string | null) =>
    `Callback addresses replaced: the old ones no longer work. Safaricom did not take the new ones${why ? ` (${why})` : ''}: press Register C2B URLs to try again, or ask Safaricom to change the registered addresses.`,
} as const;

/**
 * The owner's way out when the callback addresses were seen by someone who should not have them
 * (issue 46): anyone holding them could report a payment. Asks first, saying what happens.
 */
export function ReplaceCallbackAddresses({ mode }: { mode: MpesaMode }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rotate] = useMutation(RotateMpesaCallbackTokenDocument, {
    update: (cache, { data }) => cacheMpesaSettings(cache, data?.rotateMpesaCallbackToken.settings),
  });

  async function replace() {
    setProblem(null);
    setBusy(true);
    try {
      const { data } = await rotate();
      const result = data?.rotateMpesaCallbackToken;
      if (result?.c2bRegistration === 'failed')
        setProblem(replaceText.notTaken(result.c2bRegistrationError ?? null));
      else if (result?.c2bRegistration === 'registered') toast.success(replaceText.doneRegistered);
      else toast.success(replaceText.doneOff);
    } catch (caught) {
      setProblem(saveFailureMessage(caught, replaceText.failed));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <div className="mpesa-callbacks__replace">
      <p className="mpesa-callbacks__hint">{replaceText.hint}</p>
      <ActionButton disabled={busy} onClick={() => setConfirming(true)}>
        {busy ? replaceText.busy : replaceText.button}
      </ActionButton>
      <ConfirmDialog
        open={confirming}
        title={replaceText.title}
        message={
          <div className="mpesa-replace__message">
            <p>{replaceText.gone}</p>
            <p>{mode === 'off' ? replaceText.registerOff : replaceText.registerOn}</p>
            <p>{replaceText.waiting}</p>
          </div>
        }
        confirmLabel={replaceText.confirm}
        busy={busy}
        onConfirm={() => void replace()}
        onCancel={() => setConfirming(false)}
      />
      {problem && (
        <p className="banner banner--warning mpesa-callbacks__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
