/**
 * In Chromium against the built server: what a player is told at the moment of choice. Arranging
 * the spell row says why the order matters (spells are cast left to right) and shows each spell's
 * text, while the other seat reads it in the third person; the Library shows its spells with their
 * texts to the Invader and never to the Defender; the colour legend gives each unit's strength and
 * trait. These are the first decisions of turn I, so the games start at the beginning, of a fixed
 * seed (1) whose first supply offers the Library. Screenshots go to artifacts/.
 */
import { SPELLS } from '@stronghold/rules/cards';
import { browserSuite, describeGame, driveUntil, expectText, hooks, must, openTable, shot, viewNow, waitFor } from './helpers';
import { startAt } from './start-position';

const promptId = (v: { prompts: unknown[] } | null) => (v?.prompts.at(-1) as { id?: string } | undefined)?.id;

describeGame('explanations at the moment of choice', () => {
  // No actions before the position: only the seed is fixed, so the first supply is the same in every run.
  const suite = browserSuite({ serve: 'game', env: startAt({ seed: 1, actions: [] }), errorsAfterEach: true });

  test('arranging the row says spells are cast left to right and shows their texts; the other seat reads it in the third person', async () => {
    const t = await openTable(suite.url, await suite.page(), await suite.page());
    const inv = t.inv;
    // Turn I starts with arranging the row: the reason for the order is said there.
    await waitFor(
      () => hooks.view(inv),
      (v) => v?.prompts.at(-1)?.kind === 'choice' && promptId(v) === 'spells.setup-order',
      'the arrange step',
    );
    await expectText(inv, 'explain', /cast left to right/);
    await expectText(inv, 'prompt-text', /^Arrange your spells/);
    for (const sp of (await viewNow(inv)).invader.row)
      expect(await inv.getByTestId(`option-${sp}`).textContent()).toContain(SPELLS[sp].text.slice(0, 30));
    await shot(inv, 'arrange-spells-1280');
    // The other seat reads it in the third person.
    await expectText(t.def, 'status-headline', /^The Invader is arranging their spells/);
  }, 60_000);

  test('the Library shows its spells with their texts to the Invader, and nothing of them to the Defender', async () => {
    const t = await openTable(suite.url, await suite.page(), await suite.page());
    const inv = t.inv;
    // The first supply of turn I follows the arrange step (one action).
    await driveUntil(t, (v) => v.prompts.at(-1)?.kind === 'invader-supply');
    const lib = must(
      (await hooks.legal(inv)).find((a) => a.type === 'library'),
      'the Library offered at the first supply of seed 1',
    );
    await hooks.act(inv, lib);
    await waitFor(
      () => hooks.view(inv),
      (v) => promptId(v) === 'supply.library.out',
      'the Library choice',
    );
    const out = must((await viewNow(inv)).invader.row[0], 'a spell in the row');
    await inv.getByTestId(`option-${out}`).click();
    await waitFor(
      () => hooks.view(inv),
      (v) => promptId(v) === 'supply.library.in',
      'the Library spells',
    );
    const library = (await viewNow(inv)).invader.library;
    expect(library.length).toBeGreaterThan(0);
    for (const sp of library) expect(await inv.getByTestId(`option-${sp}`).textContent()).toContain(SPELLS[sp].text.slice(0, 30));
    await shot(inv, 'library-spells-1280');
    await inv.setViewportSize({ width: 390, height: 844 });
    await shot(inv, 'library-spells-390');
    await inv.setViewportSize({ width: 1280, height: 800 });
    // The Defender does not see the Library spells' names or texts.
    const defText = await t.def.locator('body').innerText();
    for (const sp of library) expect(defText).not.toContain(SPELLS[sp].text.slice(0, 30));
  }, 60_000);

  test("the colour legend gives each unit's strength and trait", async () => {
    const t = await openTable(suite.url, await suite.page(), await suite.page());
    const inv = t.inv;
    await inv.getByTestId('legend-phantom').hover();
    await expectText(inv, 'hover-card', /strength 1.*Levitates/s);
    await inv.getByTestId('legend-vampire').hover();
    await expectText(inv, 'hover-card', /strength 3/);
    await expectText(inv, 'legend', /Skeleton\s*2/);
    await shot(inv, 'unit-legend-1280');
  }, 60_000);
});
