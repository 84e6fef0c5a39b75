import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusalHintOf, renderWithProviders } from '@agrihub/shared/testing';
import { PricingRulesList } from '../components/pricing-rules-list';
import { QuickRuleCreation } from '../components/quick-rule-creation';
import { QUICK_RULES } from '../constants';
import { editor, rule, viewer } from '../../../testing/fixtures';
import type { SessionUser } from '@agrihub/shared';

const VIEWER_HINT = 'Your role, Viewer, cannot change pricing and offers. Ask an admin of your company for a different role.';

/** The quick rules and an active rule's actions, as `user` sees them, with spies for what each calls. */
function renderActions(user: SessionUser) {
  const active = rule({ name: 'Rabi Bulk Offer', status: 'Active' });
  const onToggle = jest.fn();
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  const onPick = jest.fn();
  renderWithProviders(
    <>
      <QuickRuleCreation onPick={onPick} />
      <PricingRulesList rules={[active]} searching={false} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
    </>,
    { user },
  );
  return { active, onToggle, onEdit, onDelete, onPick };
}

describe('pricing actions by role', () => {
  it("disables a rule's Deactivate, Edit and Delete and the quick rules for a viewer, saying why on hover, and calls nothing", async () => {
    const { onToggle, onEdit, onDelete, onPick } = renderActions(viewer);
    const deactivate = screen.getByRole('button', { name: 'Deactivate Rabi Bulk Offer' });
    expect(await refusalHintOf(deactivate)).toBe(VIEWER_HINT);
    for (const name of ['Deactivate Rabi Bulk Offer', 'Edit Rabi Bulk Offer', 'Delete Rabi Bulk Offer']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(VIEWER_HINT);
      await userEvent.click(button, { pointerEventsCheck: 0 });
    }
    const quick = screen.getByRole('button', { name: new RegExp(QUICK_RULES[0]!.label) });
    expect(quick).toBeDisabled();
    await userEvent.click(quick, { pointerEventsCheck: 0 });
    expect(onToggle).not.toHaveBeenCalled();
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
    expect(onPick).not.toHaveBeenCalled();
  });

  it('lets an editor toggle, edit and delete a rule and start from a quick rule', async () => {
    const { active, onToggle, onEdit, onDelete, onPick } = renderActions(editor);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Rabi Bulk Offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rabi Bulk Offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Rabi Bulk Offer' }));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(QUICK_RULES[0]!.label) }));
    expect(onToggle).toHaveBeenCalledWith(active);
    expect(onEdit).toHaveBeenCalledWith(active);
    expect(onDelete).toHaveBeenCalledWith(active);
    expect(onPick).toHaveBeenCalledWith(QUICK_RULES[0]);
  });
});
