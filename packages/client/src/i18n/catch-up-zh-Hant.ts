/** 等待期間發生的事的摘要用語（繁體中文，鍵 `catchUp.*`，併入 zh-Hant.ts 的 `ui`）。 */
export const catchUpZhHant = {
  'catchUp.region': '你等待期間發生的事',
  'catchUp.title': '{seat}：自你上次決定以來的行動：{n}',
  'catchUp.earlier': '較早的 {n} 步不重播。',
  'catchUp.start': '你上次決定之後的局面。',
  'catchUp.step': '第 {i} 步，共 {n} 步',
  'catchUp.acted': '{seat}行動了。',
  'catchUp.done': '棋盤顯示目前的局面；紀錄已標出這些行動。',
  'catchUp.offered': '紀錄已標出這些行動；按「重播」在棋盤上觀看。',
  'catchUp.skip': '略過',
  'catchUp.skipHint': '略過摘要（Escape）',
  'catchUp.replay': '重播',
  'catchUp.replayHint': '重播你等待期間發生的事',
};
