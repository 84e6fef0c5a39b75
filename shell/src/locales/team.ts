// The shell's texts for Team Access (members, roles, invitations, the activity log): they download
// with that page only (docs/i18n.md, "Texts in parts"). Its modules import the translation hook from
// here, which adds them first.
import { registerNamespace } from '@agrihub/shared/core';
import team from './en.team.json';
import { SHELL_NAMESPACE, loadShellUrdu } from './i18n';

registerNamespace(SHELL_NAMESPACE, team, loadShellUrdu);

export { useShellTranslation, SHELL_NAMESPACE } from './i18n';
export type { ShellT } from './i18n';
