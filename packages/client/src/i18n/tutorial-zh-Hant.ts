/**
 * 教學的繁體中文（`tutorial.*`，併入 zh-Hant.ts 的 `ui`）。Typed by the English keys: a key
 * tutorial-en.ts has and this lacks is a type error.
 */
import type { Template } from './catalog-shape';
import type { tutorialEn } from './tutorial-en';

export const tutorialZhHant: Record<keyof typeof tutorialEn, Template> = {
  'tutorial.badge': '教學',
  'tutorial.count': '第 {n} 步，共 {total} 步',
  'tutorial.leave': '離開教學',
  'tutorial.restart': '重新開始',
  'tutorial.restartFailed': '無法開始新的教學：{why}',
  'tutorial.restartConfirm': '要從第一步開始一局新的教學嗎？這一局會保留原狀。',
  'tutorial.ok': '知道了',
  'tutorial.try': '輪到你：試試看。完成後教練會繼續下一步。',
  'tutorial.rules': '相關規則',
  'tutorial.done': '✓ 完成：{title}',
  'tutorial.wait.title': '對手正在行動',
  'tutorial.yourMove.title': '輪到你',
  'tutorial.yourMove.text': '{what} 這一步沒有新東西要學：照你的想法決定；狀態列和提示會說明要做什麼。',
  'tutorial.wait.text': '電腦正在行動，右側的遊戲紀錄會說明它做了什麼。輪到你做決定時，下一步就會出現。',
  'tutorial.home.title': '學習玩法',
  'tutorial.home.text': '與簡單難度的電腦進行一場有引導的首局：教練會指出該做什麼並說明原因。隨時可以離開教學，繼續同一局遊戲。',
  'tutorial.home.invader': '以攻方進行教學',
  'tutorial.home.defender': '以守方進行教學',
  'tutorial.gameName': '{name}的教學',
  'tutorial.playerName': '玩家',

  'tutorial.inv.welcome.title': '你是攻方',
  'tutorial.inv.welcome.text':
    '你率領死靈法師的不死大軍進攻要塞。只要攻破要塞你就立刻獲勝：在一段城牆上的戰鬥中，以超過守方在那裡單位戰力的差距取勝，或摧毀甕城全部 {gates} 道城門。若第 {turn} 回合結束時要塞仍未被攻破，守方獲勝。',
  'tutorial.inv.board.title': '你這一側的版圖',
  'tutorial.inv.board.text':
    '你的軍隊從上方而來。新單位抵達營地，從那裡推進到三個前線，再到陣地，最後從陣地登上下方的城牆。沿路徑每走一步要花一個回合，所以要及早行動。',
  'tutorial.inv.walls.title': '你必須攻破的城牆',
  'tutorial.inv.walls.text':
    '城牆線屬於守方：{walls} 段城牆，其間有塔樓，中央是甕城的 {gates} 道城門。每段城牆最多容納你的 {room} 個單位進攻。突擊時，你在那裡的戰力要對抗守方的單位、石牆與神父：較弱的一方失去單位，贏得夠多就能攻破。',
  'tutorial.inv.status.title': '看哪裡',
  'tutorial.inv.status.text':
    '狀態列隨時顯示回合、階段以及現在該做什麼。你能行動的地點會在版圖上發光；你的決定以按鈕出現在右側面板。把滑鼠移到版圖上的任何東西就能查看它是什麼。',
  'tutorial.inv.row.title': '排列你的法術',
  'tutorial.inv.row.text':
    '這些法術就是你的法術列。每回合你都可以施放，但只能由左至右，所以把想早點用的法術放在前面。在面板中為每個位置選擇法術（從最左邊開始），或按「完成」保持目前的順序。',
  'tutorial.inv.supply.title': '第一階段：補給——你的魔力',
  'tutorial.inv.supply.text':
    '魔力用來支付法術與出兵。時間板本回合給了你 {mana} 點魔力，之後每回合會越來越少。你也可以抽一張魔力卡、在圖書館交換法術，或把死亡祭壇上的方塊換成魔力，但每一項都可能讓守方得到一些好處。拿你需要的，然後按「完成」。',
  'tutorial.inv.hourglasses.title': '守方的回應',
  'tutorial.inv.hourglasses.text':
    '你花費的東西會給守方沙漏，而他必須立刻花掉：用在設施行動（大砲、石牆、陷阱……）、移動單位或神父身上。你付出的每一點魔力都是給他的時間，所以要用得值得。',
  'tutorial.inv.cast.title': '第二階段：施放法術',
  'tutorial.inv.cast.text':
    '由左至右施放法術列中的法術：每個法術花費卡上的魔力，並給守方同樣數量的沙漏。法術可以在陣地放置攻城器械、在城牆與塔樓放置標記，或立即生效；把滑鼠移到卡片上即可閱讀。在版圖或面板上施放一個，或按「完成」不施放。',
  'tutorial.inv.place.title': '放置你的法術',
  'tutorial.inv.place.text': '選擇法術放在哪裡：點選版圖上發光的地點或面板中的按鈕。放在你的大軍將要進攻的地方，或最能傷害守方的地方。',
  'tutorial.inv.activation.title': '第三階段：啟動',
  'tutorial.inv.activation.text':
    '先前回合放下的標記會沉睡，直到你啟動該法術：支付後，這個法術的所有標記本回合都會生效。本回合剛施放的法術本來就會生效。啟動對本回合有幫助的法術，或按「完成」。',
  'tutorial.inv.moveout.title': '第四階段：出兵或紮營',
  'tutorial.inv.moveout.text':
    '新的單位已加入營地。出兵讓你的單位推進：小規模出兵花費較少，每處移動的單位也較少；大規模出兵則較多。你付出的魔力會變成守方的沙漏。紮營不用花費，但沒有人移動。初期要靠出兵才能抵達城牆。',
  'tutorial.inv.advance.title': '推進你的大軍',
  'tutorial.inv.advance.text':
    '沿路徑把單位移動一步：從一個發光的地點拖曳到另一個（或先點來源，再點目的地）。先從陣地到城牆，再從前線到陣地，最後從營地到前線；每個階段結束時按「完成」。把單位集中在城牆薄弱之處。',
  'tutorial.inv.assault.title': '本回合以突擊結束',
  'tutorial.inv.assault.text':
    '出兵之前，先了解你要面對什麼。守方最後一次花費沙漏之後就是突擊：他的大砲、塔樓弩與弓手先射擊；接著在每段有你單位的城牆上比較雙方戰力（他的單位、石牆與神父對抗你的單位）。輸的一方失去價值等於差距的單位；若你的優勢超過他在那裡單位的戰力，就攻破要塞。本回合抵達城牆的單位本回合就會參戰。',
  'tutorial.inv.loss.title': '你的損失',
  'tutorial.inv.loss.text':
    '你在這段城牆的戰鬥中落敗：一次一個，選擇哪些單位陣亡。骷髏會進入死亡祭壇（之後可換成魔力）；幻影與吸血鬼則永遠離場。',
  'tutorial.inv.panic.title': '恐慌是你的盟友',
  'tutorial.inv.panic.text':
    '每回合結束時，恐慌等級每高於零一級，守方就抽一張恐慌卡；這些卡在下回合打擊他，而由你選擇目標。恐懼標記與被摧毀的城門會提高恐慌；他的神父演說則會降低恐慌。',
  'tutorial.inv.own.title': '接下來靠你自己了',
  'tutorial.inv.own.text':
    '你已經看過完整的一回合。第一次遇到新狀況時，教練仍會提醒你；其他的事，「規則」按鈕會打開本遊戲所採用的規則，每張懸停卡片也都有「規則…」連結。狩獵愉快！',

  'tutorial.def.welcome.title': '你是守方',
  'tutorial.def.welcome.text':
    '你要守住要塞，對抗死靈法師的不死大軍。撐到第 {turn} 回合結束你就獲勝。若攻方攻破要塞你就立刻落敗：他在一段城牆的戰鬥中以超過你在那裡單位戰力的差距取勝，或摧毀全部 {gates} 道城門。',
  'tutorial.def.board.title': '你的城牆',
  'tutorial.def.board.text':
    '你的防線：{walls} 段城牆、{towers} 座塔樓，中央是有 {gates} 道城門的甕城。每段城牆除了石牆之外最多容納你的 {room} 個單位，在那裡的戰鬥中全部都算數。敵人從上方而來：營地、前線、陣地，然後是城牆。',
  'tutorial.def.inside.title': '要塞之內',
  'tutorial.def.inside.text':
    '城牆後面是你的設施。每個設施都有用沙漏支付的行動：熔爐的大砲與油鍋、工房的塔樓弩與石牆、斥候的陷阱、教堂的聖人、軍營的訓練。廣場與軍營裡的單位可以派上城牆。',
  'tutorial.def.status.title': '看哪裡',
  'tutorial.def.status.text':
    '狀態列隨時顯示回合、階段以及現在該做什麼。你能行動的地點會在版圖上發光；你的決定以按鈕出現在右側面板。把滑鼠移到版圖上的任何東西就能查看它是什麼。',
  'tutorial.def.markers.title': '指揮官議會',
  'tutorial.def.markers.text':
    '這些卡片是強大的一次性命令。議會開放期間，每回合你都會得到議會標記：把它們放在你想要的卡片上。卡片上的標記達到卡上的數字後就能使用，但必須先關閉議會，之後就不會再得到標記。為每個標記選擇一張卡片。',
  'tutorial.def.hourglasses.title': '沙漏：你的時間',
  'tutorial.def.hourglasses.text':
    '你持有 {hand} 個沙漏（第 I 回合 {supply} 個，之後每回合 {later} 個，攻方每花費魔力你也會得到更多）。你必須在他繼續之前全部花掉。把它們付在設施行動上（點選發光的格子；部分付款會留在那裡直到行動完成），或每個花 1 個來移動一個單位、交換兩個單位或使用神父。',
  'tutorial.def.building.title': '你的行動生效',
  'tutorial.def.building.text': '這個行動已經付清：選擇它在哪裡生效。點選版圖上發光的地點或面板中的按鈕。加強敵人正要進攻的城牆。',
  'tutorial.def.council.title': '關閉議會',
  'tutorial.def.council.text':
    '在你任何一次花費沙漏的時機，都可以免費關閉議會。之後你可以使用標記已滿的卡片，每張一次，但不會再得到標記。許多玩家會讓議會開放幾個回合，先把卡片填滿。',
  'tutorial.def.invader.title': '攻方的法術',
  'tutorial.def.invader.text':
    '攻方正在從他的法術列施放法術。他每付出 1 點魔力，你就得到 1 個沙漏並隨即花掉，所以要留意他放了什麼並加以回應。',
  'tutorial.def.final.title': '派兵上城牆',
  'tutorial.def.final.text':
    '這是突擊前你最後的機會。看看他的單位在哪裡：陣地會進攻下方的城牆。把單位移到受威脅的城牆上（每段最多 {room} 個；每次移動 1 個沙漏），把弓手放進塔樓，花完剩下的沙漏，然後按「完成」。',
  'tutorial.def.assault.title': '接下來是突擊',
  'tutorial.def.assault.text':
    '你按下「完成」後突擊就開始。你的器械與弓手先射擊；接著在每段有敵方單位的城牆上比較雙方戰力：你的單位、石牆與神父對抗他的單位。輸的一方失去價值等於差距的單位；若他的優勢超過你在那裡單位的戰力，他就攻破要塞。所以現在就派兵守住他能抵達的城牆。',
  'tutorial.def.shoot.title': '開火！',
  'tutorial.def.shoot.text':
    '你的大砲、塔樓弩與弓手一次一個選擇目標，每次都在得知前一次的結果之後。在面板或版圖上選擇：打擊威脅你最弱城牆的單位。',
  'tutorial.def.loss.title': '你的損失',
  'tutorial.def.loss.text': '一次一個，選擇你在這段城牆上陣亡的單位。他們會進入醫院，戰鬥後其中一人可能回到廣場。',
  'tutorial.def.panic.title': '恐慌',
  'tutorial.def.panic.text':
    '每回合結束時，恐慌等級每高於零一級，你就抽一張恐慌卡；這些卡在下回合傷害你，而由攻方選擇目標。恐懼標記與失去的城門會提高恐慌；神父的演說可以降低恐慌。',
  'tutorial.def.own.title': '接下來靠你自己了',
  'tutorial.def.own.text':
    '你已經看過完整的一回合。第一次遇到新狀況時，教練仍會提醒你；其他的事，「規則」按鈕會打開本遊戲所採用的規則，每張懸停卡片也都有「規則…」連結。撐到天明！',
  'tutorial.inv.tips.title': '攻方的訣竅',
  'tutorial.inv.tips.text':
    '• 時間站在敵人那邊：你的魔力每回合減少，從第 {turn} 回合起還要倒付，所以要及早花用、及早出兵。\n• 登上城牆：城牆上的單位最有分量（電腦的評估把它們看得比陣地上的更重）；把單位集中在城牆薄弱之處。\n• 提高恐慌：每一級都讓守方抽一張恐慌卡，也加強幻影巨龍的攻擊。\n• 猛攻城門：每摧毀一道城門，恐慌就永久上升，摧毀第 {gates} 道即獲勝。',
  'tutorial.def.tips.title': '守方的訣竅',
  'tutorial.def.tips.text':
    '• 只有單位能阻止突破：石牆增加戰力，但城牆被突破看的是優勢是否超過單位的戰力，所以要讓單位守住受威脅的城牆、弓手進駐塔樓。\n• 壓低恐慌：演說（在雕像上，配合城門上的十字架）能降低恐慌，低於零（最低 {panicMin}）的等級是緩衝。\n• 守護城門：城門被毀會使恐慌永久上升；城門加固與工兵能撐住城門。\n• 花掉每個沙漏：只付一部分的沙漏會留在行動上，而完成的行動正是電腦所看重的。',
};
