import { cloneElement, useId } from 'react';
import type { ReactElement } from 'react';
import type { PermissionArea } from '../api/openapi.gen';
import { useSessionUser } from '../session/session';
import { useCan } from '../session/use-can';
import { HintTooltip } from './hint-tooltip';
import type { HintChildProps } from './hint-tooltip';
import { statusLabel } from './status-chip';
import { PERMISSION_AREA_WORDS } from '../validation/rules';
import { i18n, SHARED_NAMESPACE, translateText } from '../i18n/i18n';

/**
 * Why a control is disabled, naming only the user's own role: which role may is the server's
 * matrix, and its 403 says it if the user tries anyway.
 */
export function refusalHint(role: string | undefined, area: PermissionArea): string {
  const words = { ns: SHARED_NAMESPACE, area: translateText(PERMISSION_AREA_WORDS[area]) };
  return role ? i18n.t('refusal.withRole', { ...words, role: statusLabel(role) }) : i18n.t('refusal.withoutRole', words);
}

interface GatedControlProps extends HintChildProps {
  disabled?: boolean;
  'aria-describedby'?: string;
}

export interface PermittedProps {
  /** The area the control changes (the server's PermissionArea). */
  area: PermissionArea;
  /** One control that writes (a Button, an IconButton); rendered as it is when the role may. */
  children: ReactElement<GatedControlProps>;
  /** The control's own hint for the roles that may (an icon button's "Delete"), as HintTooltip shows it. */
  hint?: string;
}

/**
 * A control that writes, for the roles that may: for the others it is disabled, with why on hover
 * and on keyboard focus. A disabled button takes no pointer or focus, so the hint sits on a wrapper
 * that does (a column, so a control stretched by its grid cell still is); the reason is also the
 * control's accessible description for screen readers.
 * Row-level actions are hidden with `useCan` instead (docs/architecture.md, "Roles in the UI").
 */
export function Permitted({ area, children, hint = '' }: PermittedProps) {
  const allowed = useCan(area);
  const role = useSessionUser()?.role;
  const reasonId = useId();
  if (allowed) return <HintTooltip title={hint}>{children}</HintTooltip>;
  const reason = refusalHint(role, area);
  return (
    <HintTooltip title={reason}>
      <span tabIndex={0} data-refused-area={area} style={{ display: 'inline-flex', flexDirection: 'column' }}>
        {cloneElement(children, { disabled: true, 'aria-describedby': reasonId })}
        <span id={reasonId} hidden>
          {reason}
        </span>
      </span>
    </HintTooltip>
  );
}
