import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppClient } from '../shared/graphql/app-client.tsx';

/** Fired by the Apollo error link when an answer ended the session (the token is gone). */
export const sessionEndedEvent = 'session-ended';

/**
 * Bridges the Apollo link, which lives outside React, to the router: when the session ends
 * the cached data of the old session is dropped and the visitor goes to /login.
 */
export function SessionEndRedirect({ signal }: { signal: EventTarget }) {
  // Only an answer ends a session, so the client is there by then.
  const { client } = useAppClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onEnded = () => {
      void client?.clearStore();
      navigate('/login', { replace: true });
    };
    signal.addEventListener(sessionEndedEvent, onEnded);
    return () => signal.removeEventListener(sessionEndedEvent, onEnded);
  }, [client, navigate, signal]);
  return null;
}
