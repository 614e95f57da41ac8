/** 開啟對局邀請連結而尚未取名時所問的名字（繁體中文，鍵 `inviteName.*`，併入 zh-Hant.ts 的 `ui`）。 */
export const inviteNameZhHant = {
  'inviteName.title': '你在對局 {code} 的名字',
  'inviteName.ask': '對手會在你的座位旁看到它。',
  'inviteName.label': '你的名字',
  'inviteName.take': '入座',
  'inviteName.cancel': '取消',
};
