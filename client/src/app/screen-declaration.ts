import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import type { Permissions } from '../shared/session/permissions.ts';

/**
 * What a screen shows first, fetched as its chunk loads rather than once it has rendered: its
 * list's first page as the address (`?q=…&status=…`) asks for it, and what else the list waits
 * for (a new order's cart starts at the shop's default VAT rate). Each comes with its screen's
 * code, so the first download carries none of it.
 */
export type ScreenData = (client: ApolloClient, search: string) => Promise<unknown>;

export type ScreenDeclaration = {
  /** The route (spec §2 "Route rules"). */
  path: `/${string}`;
  /** The screen's code, its own chunk. */
  load: () => Promise<ComponentType>;
  /** Its entry in the side menu; a screen without one is reached from another screen. */
  label?: string;
  /** Its menu entry is shown only to a role with this permission (the API enforces it). */
  needs?: keyof Pick<Permissions, 'manage' | 'staff'>;
  /** With `needs`: the screen is for that role only; anyone else reads this (gated-screen.tsx). */
  refusal?: string;
  /** The title a refusal stands under, for a screen without a menu label. */
  title?: string;
  /** Fetched with the chunk when the screen is opened from the menu or by a page load. */
  prefetch?: ScreenData;
};
