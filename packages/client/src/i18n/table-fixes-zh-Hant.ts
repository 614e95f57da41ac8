/** 大廳座位按鈕（持有座位者）、名稱長度上限與計分對局（大廳、對局畫面、結束時各玩家的積分變化）的用語（繁體中文，併入 zh-Hant.ts 的 `ui`）。 */
export const tableFixesZhHant = {
  'lobby.takeSeatBack': '回到你的座位',
  'names.count': '{n}/{max}',
  'names.tooLong': '名稱最多 {max} 個字元；這個有 {n} 個。',
  'names.accountTooLong': '帳號名稱最多 {max} 個字元；這個有 {n} 個。',
  'rated.gameHint': '這局會計入雙方的積分。',
  'end.ratingsTitle': '積分',
  'end.ratingLine': '{before} → {after}，{delta}',
};
