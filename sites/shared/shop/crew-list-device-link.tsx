/**
 * The organiser's way onto another device: a private organiser link, made on request and shown
 * once (the server keeps only its hash), to copy and open elsewhere; making a new one replaces
 * it, and revoking it takes the rights of every device that came in by it.
 */
import { Button } from '@zcomm/storefront-ui';
import { useId, useState } from 'react';
import { CrewListError, makeOrganiserLink, revokeOrganiserLink } from './crew-list-api';

const problem = (error: unknown, fallback: string) =>
  error instanceof CrewListError ? error.message : fallback;

export function OrganiserDeviceLink({ listId }: { listId: string }) {
  const [link, setLink] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const fieldId = useId();

  const make = async () => {
    setBusy(true);
    try {
      setLink(new URL(await makeOrganiserLink(listId), window.location.origin).href);
      setMessage('A new organiser link is ready. Any link made before no longer works.');
    } catch (error) {
      setMessage(problem(error, 'The link could not be made. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setMessage('Link copied.');
    } catch {
      setMessage('The link could not be copied: select it and copy it yourself.');
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await revokeOrganiserLink(listId);
      setLink('');
      setMessage('Organiser link revoked: devices that came in by it no longer manage the list.');
    } catch (error) {
      setMessage(problem(error, 'The link could not be revoked. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="shell-crew__device" aria-labelledby={headingId} data-slot="crew-device">
      <h3 id={headingId}>On another device</h3>
      <p>
        To manage this list from your phone or another computer, make an organiser link and open it
        there. Keep it private: anyone with it can manage the list.
      </p>
      {link ? (
        <div className="shell-crew__device-link">
          <label htmlFor={fieldId}>Organiser link (shown once)</label>
          <input
            id={fieldId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button onClick={copy}>Copy link</Button>
        </div>
      ) : null}
      <div className="shell-crew__actions">
        <Button variant="secondary" onClick={make} disabled={busy}>
          {link ? 'Make a new link' : 'Make an organiser link'}
        </Button>
        <Button variant="ghost" onClick={revoke} disabled={busy}>
          Revoke organiser link
        </Button>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
