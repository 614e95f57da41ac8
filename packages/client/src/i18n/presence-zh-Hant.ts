/** 缺席玩家與由電腦代打的座位的用語（繁體中文，鍵 `presence.*`，併入 zh-Hant.ts 的 `ui`）。 */
export const presenceZhHant = {
  'presence.awaySince': '{time} 起離開',
  'presence.away': '離開',
  'presence.waitingFor': '等待 {name}（已離開 {duration}）',
  'presence.isAway': '{name} 已離開（{duration}）',
  'presence.seconds': '{n} 秒',
  'presence.minutes': '{n} 分鐘',
  'presence.hours': '{n} 小時 {m} 分鐘',
  'presence.playedByComputer': '{name}（由電腦代打）',
  'presence.offer': '讓電腦替 {name} 出手',
  'presence.offerHint': '{name} 已離開一段時間。電腦（普通）會代打這個座位，直到對方回來；對方一出手就收回座位。',
};
