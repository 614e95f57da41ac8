/**
 * 遊玩畫面的繁體中文（`play.*`，併入 zh-Hant.ts 的 `ui`）。Typed by the English keys: a key
 * play-en.ts has and this lacks is a type error.
 */
import type { Template } from './catalog-shape';
import type { playEn } from './play-en';

export const playZhHant: Record<keyof typeof playEn, Template> = {
  'play.hourglasses': { other: '{n} 個沙漏' },
  'play.note.payCompletes': '付清：共 {cost}，隨即生效。',
  'play.note.payPartial': '之後還要再付 {left}（費用 {cost}；已付的沙漏會留在行動上）。',
  'play.note.payBlock': '先用來解除幻覺的封鎖（已付 {paid}／{n}）。',
  'play.note.repel': '{cost}：突襲時，這段城牆上的一個吸血鬼退回陣地（由攻方選擇哪一個）。',
  'play.note.repelNone': '{wall}上現在沒有吸血鬼：除非突襲前有吸血鬼來到這裡，否則沒有效果。',
  'play.note.speech': '{cost}：恐慌立即 −{n}。',
  'play.note.council': '免費：使用一次，然後棄掉這張卡。',
  'play.note.closeCouncil': '免費：之後不再放標記到議會卡上；標記放滿的卡就可以使用。',
  'play.used.priest': '神父 {n} 這回合已用過{act}：每位神父每回合只能做一個行動。',
  'play.used.slot': '{action}：這回合已執行（每個行動每回合一次）。',
  'play.used.council': '{card}：已使用（卡已棄掉）。',
  'play.suggest': '建議：{what}',
  'play.suggestHint': '學習對局的好起手（電腦會選的）。',
  'play.sheet.toggle': '顯示或收起決策面板',
  'play.jump.spells': '法術',
  'play.jump.council': '議會',
  'play.jump.hourglasses': '沙漏',
  'play.jump.hint': '顯示棋盤的這個部分',
  'play.zoomFit': '讓棋盤符合畫面',
  'play.used.repelFinal': '驅退（神父 {n}）：{wall}上沒有吸血鬼，這次突襲前也不會再有吸血鬼到達，使用了也沒有效果。',
  'play.cost.trap':
    '{path}上有陷阱：只有合計力量至少 {n} 的部隊才能通過，陷阱會先殺死合計力量至少 {n} 的單位（由你選擇；這裡有：{there}）。要觸發陷阱嗎？',
  'play.cost.stakes': '{tower}的木樁：犧牲你在{wall}的一名{unit}。它會直接陣亡（不進醫院），{wall}上的 {n} 個吸血鬼全部被消滅。',
  'play.confirm.title': '這會讓你失去單位',
  'play.confirm.keys': 'Tab：切換按鈕，Enter：按下。Esc：取消。',
  'play.confirm.cancel': '取消',
  'play.confirm.spring': '觸發陷阱',
  'play.confirm.sacrifice': '犧牲{unit}',
};
