import { usePermissions } from '../shared/session/permissions.ts';
import { PageHeader } from '../shared/ui/page-header.tsx';
import { ScreenLoading } from '../shared/ui/screen-loading.tsx';
import type { LazyScreen } from './lazy-screen.tsx';
import type { ScreenDeclaration } from './screen-declaration.ts';

/** Who a screen is for, and its title: its menu label, or `title` outside the menu. */
export type ScreenGate = Pick<ScreenDeclaration, 'needs' | 'refusal' | 'label' | 'title'>;

/**
 * A screen for some roles only (the audit trail, purchases, stock counts): its content mounts,
 * and asks the server for anything, only once the role is known to be allowed; anyone else
 * reads the refusal under the screen's title. The API refuses them regardless. A screen whose
 * declaration names no refusal is returned as it is.
 */
export function gatedScreen(Screen: LazyScreen, gate: ScreenGate): LazyScreen {
  const { needs, refusal } = gate;
  const title = gate.title ?? gate.label;
  if (!needs || !refusal || !title) return Screen;
  const shown = { needs, refusal, title };
  function GatedScreen() {
    const permissions = usePermissions();
    if (permissions?.[shown.needs]) return <Screen />;
    return (
      <>
        <PageHeader title={shown.title} />
        {permissions ? (
          <p className="banner banner--error" role="alert">
            {shown.refusal}
          </p>
        ) : (
          <ScreenLoading />
        )}
      </>
    );
  }
  return Object.assign(GatedScreen, { preload: Screen.preload });
}
