import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DRIVERS, assertFields, assertInvalid, bearer, createTestApp, json, loginDemo, registerSeller, type Session, type TestContext } from '../../helpers.ts';
import { addDays, pktDate } from '../../../src/platform/lib/pkt-dates.ts';
import { RULE_CATEGORY_PRODUCT_CATEGORY } from '../../../src/platform/schemas/domain.ts';
import type { PricingRule as Rule } from '../../../src/modules/pricing/schemas/pricing-rules.ts';
import { ruleBody } from '../../support/pricing.ts';

interface RuleList {
  data: { rules: Rule[]; summary: { total: number }; appliesTo: Record<string, string | null> };
}

const today = () => pktDate();
const IN_USE =
  'This rule is used by order ORD-900298, which is still in progress. Deactivate the rule instead, or delete it once its orders are delivered or cancelled.';

for (const driver of DRIVERS) {
  describe(`pricing rules: edit and delete (${driver})`, () => {
    // The demo company has a member of each role; another company is registered beside it.
    let ctx: TestContext, admin: Session, viewer: Session, other: Session;
    before(async () => {
      ctx = await createTestApp(driver, { seedDemo: true });
      admin = await loginDemo(ctx.app, 'seller@demo.pk');
      viewer = await loginDemo(ctx.app, 'farah.naz@punjabagro.pk');
      const [row] = await ctx.app.db.query<{ seller_id: string }>('SELECT seller_id FROM users WHERE id = $1', [admin.userId]);
      admin.sellerId = row?.seller_id ?? '';
      other = await registerSeller(ctx.app, { verified: true });
    });
    after(async () => ctx.close());

    const send = (s: Session, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
      ctx.app.inject({ method, url, headers: bearer(s), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const create = async (s: Session, over: Record<string, unknown> = {}) => {
      const res = await send(s, 'POST', '/api/seller/pricing-rules', ruleBody(over));
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { rule: Rule } }>(res).data.rule;
    };
    const find = async (s: Session, id: string) => json<RuleList>(await send(s, 'GET', '/api/seller/pricing-rules')).data.rules.find((r) => r._id === id);
    /** An order of the demo company whose one line carries the rule, inserted as the orders work writes it. */
    const addOrderUsing = async (ruleId: string, number: string, status: string) => {
      const items = [
        { productName: 'Urea 50kg Bag', sku: 'FRT-UREA-50', quantity: 120, unitPricePaisa: 450_000, ruleId, ruleName: 'Bulk Urea Discount', ruleDiscount: 10 },
      ];
      await ctx.app.db.query(
        `INSERT INTO orders (seller_id, order_number, customer_name, order_date, total_paisa, status, items)
         VALUES ($1, $2, 'Madina Khad Store', now(), 48600000, $3, $4::jsonb)`,
        [admin.sellerId, number, status, JSON.stringify(items)],
      );
    };

    test('edit replaces the values, keeps the on/off switch, answers the rule and is in the activity log', async () => {
      const created = await create(admin, { name: 'Edit Me Offer' });
      await send(admin, 'PATCH', `/api/seller/pricing-rules/${created._id}/status`, { status: 'Inactive' });
      const res = await send(
        admin,
        'PUT',
        `/api/seller/pricing-rules/${created._id}`,
        ruleBody({ name: ' Edited Offer ', type: 'Seasonal Offer', category: 'Irrigation', discount: 12.5, minQuantity: 40, validUntil: addDays(today(), 60) }),
      );
      assert.equal(res.statusCode, 200, res.body);
      const edited = json<{ data: { rule: Rule } }>(res).data.rule;
      assertFields(edited, {
        _id: created._id,
        name: 'Edited Offer',
        type: 'Seasonal Offer',
        category: 'Irrigation',
        discount: 12.5,
        minQuantity: 40,
        validUntil: addDays(today(), 60),
        status: 'Inactive',
      });
      assert.deepEqual(await find(admin, created._id), edited);
      const [audit] = await ctx.app.db.query<{ action: string; actor_id: string; changes: Record<string, { before: unknown; after: unknown }> }>(
        `SELECT action, actor_id, changes FROM audit_log WHERE seller_id = $1 AND module = 'pricing' AND entity_id = $2 AND changes ? 'discount' ORDER BY id DESC LIMIT 1`,
        [admin.sellerId, created._id],
      );
      assert.equal(audit?.action, 'update');
      assert.equal(audit?.actor_id, admin.userId);
      assert.deepEqual(audit?.changes.discount, { before: 10, after: 12.5 });
      assert.deepEqual(audit?.changes.name, { before: 'Edit Me Offer', after: 'Edited Offer' });
    });

    test('edit checks the body as create does: 400 with a message per field, nothing changed', async () => {
      const created = await create(admin, { name: 'Validated Offer' });
      const res = await send(
        admin,
        'PUT',
        `/api/seller/pricing-rules/${created._id}`,
        ruleBody({ name: '  ', discount: 0, minQuantity: 0, category: 'fertilizers', validUntil: addDays(today(), -1) }),
      );
      assertInvalid(res, {
        name: 'Rule name is required',
        discount: 'Discount must be between 1 and 100',
        minQuantity: 'Minimum quantity must be at least 1',
        category: 'Category must be one of: Fertilizers, Seeds, Pesticides, Tools, Irrigation, Organic Products',
        validUntil: 'Valid until cannot be in the past',
      });
      assert.equal(json(res).message, 'Rule name is required');
      assert.equal((await send(admin, 'PUT', `/api/seller/pricing-rules/${created._id}`, { name: 'x' })).statusCode, 400);
      assert.deepEqual(await find(admin, created._id), created);
    });

    test("another company's rule, an unknown id and a non-uuid id are not found, for edit and delete alike", async () => {
      const theirs = await create(other, { name: 'Their Offer' });
      for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const put = await send(admin, 'PUT', `/api/seller/pricing-rules/${id}`, ruleBody({ name: 'Taken Over' }));
        assert.equal(put.statusCode, 404, `PUT ${id}: ${put.body}`);
        assert.equal(json(put).message, 'Pricing rule not found');
        const del = await send(admin, 'DELETE', `/api/seller/pricing-rules/${id}`);
        assert.equal(del.statusCode, 404, `DELETE ${id}: ${del.body}`);
        assert.equal(json(del).message, 'Pricing rule not found');
      }
      assert.deepEqual(await find(other, theirs._id), theirs);
    });

    test('delete removes the rule, answers success and is in the activity log', async () => {
      const created = await create(admin, { name: 'Short Lived Offer' });
      const res = await send(admin, 'DELETE', `/api/seller/pricing-rules/${created._id}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(json(res), { data: { success: true } });
      assert.equal(await find(admin, created._id), undefined);
      const [audit] = await ctx.app.db.query<{ action: string; actor_id: string }>(
        `SELECT action, actor_id FROM audit_log WHERE seller_id = $1 AND module = 'pricing' AND entity = 'pricing_rules' AND entity_id = $2 ORDER BY id DESC LIMIT 1`,
        [admin.sellerId, created._id],
      );
      assert.deepEqual(audit, { action: 'delete', actor_id: admin.userId });
      assert.equal((await send(admin, 'DELETE', `/api/seller/pricing-rules/${created._id}`)).statusCode, 404, 'gone');
    });

    test('delete is refused with 409 naming the order while an order in progress carries the rule', async () => {
      const created = await create(admin, { name: 'Rule On An Open Order' });
      await addOrderUsing(created._id, 'ORD-900298', 'shipped');
      const res = await send(admin, 'DELETE', `/api/seller/pricing-rules/${created._id}`);
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(json(res).message, IN_USE);
      assert.deepEqual(await find(admin, created._id), created, 'the rule stays');
      for (const status of ['pending', 'confirmed', 'processing']) {
        await ctx.app.db.query(`UPDATE orders SET status = $2 WHERE seller_id = $1 AND order_number = 'ORD-900298'`, [admin.sellerId, status]);
        assert.equal((await send(admin, 'DELETE', `/api/seller/pricing-rules/${created._id}`)).statusCode, 409, status);
      }
    });

    test('delete is allowed when only delivered or cancelled orders carry the rule, or orders carry other rules', async () => {
      const created = await create(admin, { name: 'Rule On Closed Orders' });
      const unrelated = await create(admin, { name: 'Rule Of Another Order' });
      await addOrderUsing(created._id, 'ORD-900401', 'delivered');
      await addOrderUsing(created._id, 'ORD-900402', 'cancelled');
      await addOrderUsing(unrelated._id, 'ORD-900403', 'pending');
      const res = await send(admin, 'DELETE', `/api/seller/pricing-rules/${created._id}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(await find(admin, created._id), undefined);
    });

    test('a viewer may neither edit nor delete a rule (403), and the rule stays as it was', async () => {
      const created = await create(admin, { name: 'Viewer Cannot Touch' });
      const put = await send(viewer, 'PUT', `/api/seller/pricing-rules/${created._id}`, ruleBody({ discount: 50 }));
      assert.equal(put.statusCode, 403, put.body);
      assert.match(json(put).message, /^Only an editor/);
      const del = await send(viewer, 'DELETE', `/api/seller/pricing-rules/${created._id}`);
      assert.equal(del.statusCode, 403, del.body);
      assert.deepEqual(await find(admin, created._id), created);
    });

    test('the list says which product category each rule category applies to', async () => {
      const { appliesTo } = json<RuleList>(await send(admin, 'GET', '/api/seller/pricing-rules')).data;
      assert.deepEqual(appliesTo, RULE_CATEGORY_PRODUCT_CATEGORY);
    });
  });
}
