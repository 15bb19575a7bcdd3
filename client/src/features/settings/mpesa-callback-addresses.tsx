import { useMutation } from '@apollo/client/react';
import { useLayoutEffect, useState } from 'react';
import { formatDateTime } from '../../shared/format/date.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { usePermissions } from '../../shared/session/permissions.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { ErrorBanner } from '../../shared/ui/error-banner.tsx';
import { LabelledField } from '../../shared/ui/labelled-field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useCopyField } from '../../shared/ui/use-copy-field.ts';
import { ReplaceCallbackAddresses } from './mpesa-callback-token.tsx';
import {
  type MpesaSettingsDetailsFragment,
  RegisterMpesaUrlsDocument,
} from './mpesa-settings.generated.ts';
import { cacheMpesaSettings } from './mpesa-settings-cache.ts';

export const callbackText = {
  registerFailed: 'Failed to register the addresses with Safaricom. Please try again.',
  registered: 'Payment addresses registered with Safaricom.',
} as const;

/** The three addresses Safaricom calls, to copy into Daraja, and registering the C2B two. */
export function CallbackAddresses({ settings }: { settings: MpesaSettingsDetailsFragment }) {
  const toast = useToast();
  const [registering, setRegistering] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mayReplace = usePermissions()?.owner ?? false;
  const [register] = useMutation(RegisterMpesaUrlsDocument, {
    update: (cache, { data }) => cacheMpesaSettings(cache, data?.registerMpesaUrls),
  });

  async function registerUrls() {
    setFailure(null);
    setRegistering(true);
    try {
      await register();
      toast.success(callbackText.registered);
    } catch (caught) {
      setFailure(saveFailureMessage(caught, callbackText.registerFailed));
    } finally {
      setRegistering(false);
    }
  }

  const addresses = [
    {
      label: 'Payment request results (STK callback)',
      url: settings.stkCallbackUrl,
    },
    { label: 'C2B confirmation address', url: settings.confirmationUrl },
    { label: 'C2B validation address', url: settings.validationUrl },
  ];
  const hasAddresses = addresses.every((address) => address.url);

  return (
    <section className="mpesa-callbacks" aria-labelledby="mpesa-callbacks-title">
      <h3 id="mpesa-callbacks-title" className="mpesa-callbacks__title">
        Addresses Safaricom calls back
      </h3>
      {hasAddresses ? (
        <>
          <p className="mpesa-callbacks__hint">
            Each holds a secret of this shop: keep them private. Payments customers make on their
            own phones reach Ghala once the C2B addresses are registered with Safaricom.
          </p>
          <div className="mpesa-callbacks__list">
            {addresses.map((address) => (
              <CopyableAddress key={address.label} label={address.label} url={address.url ?? ''} />
            ))}
          </div>
        </>
      ) : (
        <p className="mpesa-callbacks__hint">
          Give the callback address and save: the three addresses to register show here.
        </p>
      )}
      <ErrorBanner message={failure} />
      <div className="mpesa-callbacks__register">
        <p className="mpesa-callbacks__registered" role="status">
          {settings.c2bRegisteredAt
            ? `Registered with Safaricom ${formatDateTime(settings.c2bRegisteredAt)}.`
            : 'Not registered with Safaricom yet.'}
        </p>
        <ActionButton
          disabled={registering || !hasAddresses || settings.mode === 'off'}
          onClick={() => void registerUrls()}
        >
          {registering ? 'Registering...' : 'Register C2B URLs'}
        </ActionButton>
      </div>
      {mayReplace && hasAddresses && <ReplaceCallbackAddresses mode={settings.mode} />}
    </section>
  );
}

function CopyableAddress({ label, url }: { label: string; url: string }) {
  const { ref: inputRef, copied, copy } = useCopyField();
  // The three addresses differ only at their end (…/stk-result, …/c2b-confirmation): show it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && url) input.scrollLeft = input.scrollWidth;
  }, [url, inputRef]);

  return (
    <LabelledField
      label={label}
      className="mpesa-callbacks__address"
      hint={
        copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Selected: press Ctrl+C to copy.' : null
      }
    >
      {(control) => (
        <div className="mpesa-callbacks__row">
          <input
            {...control}
            ref={inputRef}
            className="input mpesa-callbacks__url"
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <button
            className="button button--secondary"
            type="button"
            onClick={() => void copy(url)}
            aria-label={`Copy ${label}`}
          >
            Copy
          </button>
        </div>
      )}
    </LabelledField>
  );
}
