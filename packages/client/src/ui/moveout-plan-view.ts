/**
 * The Invader's Move out plan, under the decision panel while a Move out is to choose or under
 * way: "As last turn", "Advance all from <area>" for every area with units, the Move out to pay
 * for, then the whole plan, line by line (what goes where, each with Remove), sent with one
 * button. Every control is a real button. What it offers comes from the legal list and the view;
 * the plan is sent step by step by the screen (screens/moveout-planner.ts).
 */
import { MOVE_OUT } from '@stronghold/rules/cards';
import type { Action, GameView } from '@stronghold/rules';
import { listText, nameOf, t, unitsText } from '../i18n';
import { describeAction } from '../logic/describe';
import { areasWithUnits, stepAction, unitsIn, type MoveOutPlan, type MoveOutSize, type PlanStep } from '../logic/moveout-plan';
import type { PlanReport } from '../screens/moveout-planner';
import { h, replace, tid } from './dom';

export interface MoveOutPlanInput {
  view: GameView;
  legal: readonly Action[];
  plan: MoveOutPlan | null;
  running: boolean;
  report: PlanReport | null;
  /** Last turn's Move out, if any ("As last turn" is offered then). */
  last: MoveOutPlan | null;
  /** The source selected on the board: "Advance all from here" comes first for it. */
  selected: string | null;
}

export interface MoveOutPlanEvents {
  size(size: MoveOutSize): void;
  asLastTurn(): void;
  addAll(from: string): void;
  remove(index: number): void;
  clear(): void;
  send(): void;
  /** "Advance all from here" in the selection bar: that one step, now. */
  advanceAllHere(from: string): void;
}

const btn = (id: string, label: string, onclick: () => void, cls = 'btn small', extra: Record<string, string> = {}) =>
  h('button', { class: cls, type: 'button', 'data-testid': id, onclick, ...extra }, label);

export class MoveOutPlanView {
  readonly el = h('section', { class: 'panel moveout-plan', 'data-testid': 'moveout-plan', 'aria-label': t('plan.title'), hidden: true });

  constructor(private readonly ev: MoveOutPlanEvents) {}

  /**
   * Shown while the Move out is this player's to choose or make, or a plan is being sent; what the
   * last plan came to stays until the Move out phase ends (the Defender's last window included).
   */
  render(i: MoveOutPlanInput | null): void {
    const top = i?.view.prompts.at(-1);
    const choosing = top?.kind === 'invader-moveout';
    const mine = (choosing || top?.kind === 'invader-advance') && !!i?.legal.length;
    const show = !!i && (i.running || mine || (!!i.report && i.view.phase === 'moveout'));
    this.el.hidden = !show;
    if (!i || !show) {
      replace(this.el);
      return;
    }
    if (i.running) {
      replace(this.el, h('h3', {}, t('plan.title')), h('p', { role: 'status', 'data-testid': 'plan-running' }, t('plan.running')));
      return;
    }
    const nodes: Node[] = [h('h3', {}, t('plan.title'))];
    if (i.report) nodes.push(this.reportNode(i.report));
    if (!i.legal.length) {
      replace(this.el, ...nodes);
      return;
    }
    nodes.push(h('p', { class: 'hint' }, t('plan.hint')));
    const quick = h('div', { class: 'actions plan-quick' });
    if (i.last) quick.append(btn('plan-last-turn', t('plan.asLastTurn'), () => this.ev.asLastTurn()));
    const areas = areasWithUnits(i.view);
    const ordered = i.selected && areas.includes(i.selected) ? [i.selected, ...areas.filter((a) => a !== i.selected)] : areas;
    for (const from of ordered)
      quick.append(btn(`plan-all-${tid(from)}`, t('plan.allFrom', { from: nameOf(from) }), () => this.ev.addAll(from)));
    nodes.push(quick);
    if (choosing) nodes.push(this.sizeNode(i));
    nodes.push(this.stepsNode(i));
    replace(this.el, ...nodes);
  }

  /** Minor or Major, among those the legal list offers (the Move out card's own menu offers them too). */
  private sizeNode(i: MoveOutPlanInput): HTMLElement {
    const offered = (['minor', 'major'] as const).filter((size) => i.legal.some((a) => a.type === 'moveOut' && a.size === size));
    return h(
      'div',
      { class: 'actions plan-size', role: 'group', 'aria-label': t('plan.size') },
      ...offered.map((size) =>
        btn(
          `plan-size-${size}`,
          t(`plan.size.${size}`, { mana: MOVE_OUT[size].mana, n: MOVE_OUT[size].perArea }),
          () => this.ev.size(size),
          `btn small ${i.plan?.size === size ? 'primary' : 'ghost'}`,
          { 'aria-pressed': String(i.plan?.size === size) },
        ),
      ),
    );
  }

  /** The plan line by line, each with Remove; Send and Clear under it. */
  private stepsNode(i: MoveOutPlanInput): HTMLElement {
    const plan = i.plan;
    const size = plan?.size ?? i.view.moveOut?.size ?? null;
    const list = h('ol', { class: 'plan-steps', 'data-testid': 'plan-steps' });
    for (const [n, s] of (plan?.steps ?? []).entries()) {
      list.append(
        h(
          'li',
          { 'data-testid': `plan-step-${n}` },
          h('span', {}, this.stepText(s, i, size)),
          ' ',
          btn(`plan-remove-${n}`, t('plan.remove'), () => this.ev.remove(n), 'btn small ghost', {
            'aria-label': t('plan.removeLabel', { n: n + 1 }),
          }),
        ),
      );
    }
    const choosing = i.view.prompts.at(-1)?.kind === 'invader-moveout';
    const ready = !!plan && (plan.steps.length > 0 || !choosing) && (!choosing || plan.size !== null);
    return h(
      'div',
      { class: 'plan-body' },
      plan?.steps.length ? list : h('p', { class: 'muted' }, t('plan.empty')),
      choosing && plan && !plan.size ? h('p', { class: 'hint', 'data-testid': 'plan-needs-size' }, t('plan.needsSize')) : null,
      h(
        'div',
        { class: 'actions' },
        h(
          'button',
          { class: 'btn primary', type: 'button', 'data-testid': 'plan-send', disabled: !ready, onclick: () => this.ev.send() },
          t('plan.send', { n: plan?.steps.length ?? 0 }),
        ),
        plan ? btn('plan-clear', t('plan.clear'), () => this.ev.clear(), 'btn small ghost') : null,
      ),
    );
  }

  /** A step in words: "3 Skeletons: Camp → left Foreground", or everything that may go from an area, with what stands there and the limit. */
  private stepText(s: PlanStep, i: MoveOutPlanInput, size: MoveOutSize | null): string {
    const to = s.to ? nameOf(s.to) : t('plan.anyPath');
    if (s.count !== null && s.unit) return t('plan.step', { what: unitsText(s.unit, s.count), from: nameOf(s.from), to });
    const there = listText(unitsIn(i.view, s.from).map(([u, n]) => unitsText(u, n)));
    const limit =
      s.from !== 'camp' && size
        ? t(s.from.startsWith('r-') ? 'plan.limitRampart' : 'plan.limit', { n: MOVE_OUT[size].perArea, drums: MOVE_OUT.drumsBonus })
        : '';
    const now = stepAction(i.legal, s);
    const first = now ? ` ${t('plan.firstNow', { what: describeAction(now) })}` : '';
    const traps = i.legal.filter((a) => a.type === 'springTrap' && a.from === s.from);
    const trap = traps.length
      ? ` ${t('plan.trapNote', { paths: listText(traps.map((a) => (a.type === 'springTrap' ? nameOf(a.to) : ''))) })}`
      : '';
    return `${t('plan.allStep', { from: nameOf(s.from), to, there: there || t('plan.nobody') })}${limit}${first}${trap}`;
  }

  private reportNode(r: PlanReport): HTMLElement {
    const missed = r.notSent.map((s) =>
      s.count !== null && s.unit
        ? t('plan.step', { what: unitsText(s.unit, s.count), from: nameOf(s.from), to: s.to ? nameOf(s.to) : t('plan.anyPath') })
        : t('plan.allFromShort', { from: nameOf(s.from) }),
    );
    return h(
      'div',
      { class: 'plan-report', 'data-testid': 'plan-report', role: 'status' },
      h('p', {}, r.stuck ? t('plan.stuck') : r.here ? t('plan.advancedHere', { n: r.moved }) : t('plan.sent', { n: r.moved })),
      missed.length ? h('p', { class: 'muted', 'data-testid': 'plan-not-sent' }, t('plan.notSent', { steps: listText(missed) })) : null,
    );
  }
}
