// The shell's texts for the pages after the first screens (sign-up, password pages, invitation,
// profile, settings, notifications, search): they download with those pages, not with the sign-in
// page or the dashboard (docs/i18n.md, "Texts in parts"). A module showing them imports its
// translation hook from here, which adds them first.
import { registerNamespace } from '@agrihub/shared/core';
import pages from './en.pages.json';
import { SHELL_NAMESPACE, loadShellUrdu } from './i18n';

registerNamespace(SHELL_NAMESPACE, pages, loadShellUrdu);

export { useShellTranslation, SHELL_NAMESPACE } from './i18n';
export type { ShellT } from './i18n';
