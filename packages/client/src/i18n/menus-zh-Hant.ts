/**
 * 選單為何比平常少（`menus.*`，併入 zh-Hant.ts 的 `ui`）。Typed by the English keys: a key
 * menus-en.ts has and this lacks is a type error.
 */
import type { Template } from './catalog-shape';
import type { menusEn } from './menus-en';

export const menusZhHant: Record<keyof typeof menusEn, Template> = {
  'menus.limit.riot': '{action}：{building}這回合發生暴動，不能付任何沙漏。',
  'menus.limit.blocked': '{action}：被幻覺封鎖；付的沙漏先用來解除封鎖（還差 {left}），解除前不能執行。',
  'menus.limit.handPay': '{action}：付清需要 {needed}，你只有 {hand}；部分付款會留在行動上，之後再付清。',
  'menus.limit.reserve': '{action}現在無法完成：庫存已沒有{item}。',
  'menus.limit.barracksFull': '{action}現在無法完成：兵營已有 {units}，已達上限。',
  'menus.limit.noneToTrain': '{action}現在無法完成：兵營裡沒有可訓練的{unit}。',
  'menus.limit.noneToTrainAny': '{action}現在無法完成：兵營是空的，沒有可訓練的單位。',
  'menus.limit.priestsMax': '{action}現在無法完成：{max} 位神父都已在場上。',
  'menus.limit.noTarget': '{action}現在無法完成：棋盤上沒有可放置的地方或目標。',
  'menus.limit.handPriest': '神父 {n}：行動要 {needed}，你只有 {hand}。',
  'menus.limit.silentPrayers': '神父 {n}：這回合不能演說（無聲的祈禱）。',
  'menus.limit.councilOpen': '{card}：要先關閉議會才能使用議會卡。',
  'menus.limit.markers': '{card}需要 {need} 個議會標記，目前有 {have} 個。',
  'menus.limit.idleCard': '{card}現在使用不會有任何效果。',
  'menus.limit.wallFull': '{place}已有 {n} 個守方單位，城牆已滿。',
  'menus.limit.placeFull': '{place}已有 {units}，已達上限。',
  'menus.limit.notThere': '{piece}不能進入{place}。',
  'menus.limit.cannon': '{place}有大砲：不能放射手。',
  'menus.limit.noStep': '{piece}不能一步從{from}到{place}。',
  'menus.limit.handMove': '移動要 {needed}，你只有 {hand}。',
};
