/**
 * Traditional Chinese characters (Taiwan, Hong Kong) and their simplified forms, for the characters students
 * use when writing about study plans: the lexicon is written in simplified Chinese, and a Taiwanese student's
 * 藝術史碩士 is the same wish as 艺术史硕士. Pairs are listed in two aligned strings, traditional first.
 */
const TRADITIONAL =
  '學專業師範術當為藝國純繪視覺設計傳達寶裝時產樂聲鋼戲紀電攝導輯廣動遊開發歷遺讀語較創寫漢對際會經濟類務衝關係歐臨療諮詢應' +
  '認區場營銷貿資鏈稅財審銀數統據網頁軟腦聯絡習機車輛製體築測結構飛納規劃鄉觀風釀農養獸醫衛藥劑檢驗復飲飪運訓練輸員圖書館報' +
  '檔紡織飾礦漁軍職勞針順勢譯筆畢獲長連維亞羅盧蘭爾幹東說蘇愛麥臘頓馬陸門灣韓鮮撾緬萊約裡魯敘賓來烏薩籃賽團圍鎮靜寧節實頂戶' +
  '溫陽灘邊碼廠層帶隊強顧問辦傷組綠潔簽證後從慮選歡貴課過級費雜註冊預負擔總領還沒確麼隨個講萬盡價錢額獎無擁準備並顯識稱間補' +
  '擇躍豐濃親眾現請條試寬換聖倫諾錫靈韋劍橋徹謝貝奧紐澤極屬剛誕岡幾喬紹買凱揚湯嶼贊碩歲錄麗華義臺這們嗎樣讓給該點兒聽話題參' +
  '與將齊廳號氣績優質難興畫劇護辭願貸轉變適協調輔討論壓處購貨則戰爭藍紅黃鳥魚龍閱閒聞庫寵島峽嶺幣帳幫億僅儲兩內凍勝勵雙嚴圓' +
  '壞壯夢奮婦媽嬰孫屆廢彎徑懷態損擬敗斷於暫曆樓標樹權歸殘決況溝滿漲災熱狀獨環監離種積穩競簡糧絕絲綜線繼續罰膽臉舉舊複見訂訊' +
  '記許評詞詳議責趕跡載輕輪週進遠釋鐵鍵險隻雞雲項須頭飯髮鬥黨齡憑貢擴壇齒訪鄰鑽礎獻彈緊紙細終縣膚蔥蘿襲觸詩誠誤謂譽豎貓賀賴' +
  '趙軌轟辯邏鄭醬鉛錯鏡闆陣陳雖霧韻響頻顏餘饑駕驚鬧鴻麵黴園僑鎊塊佈彌濱廈瑪';
const SIMPLIFIED =
  '学专业师范术当为艺国纯绘视觉设计传达宝装时产乐声钢戏纪电摄导辑广动游开发历遗读语较创写汉对际会经济类务冲关系欧临疗咨询应' +
  '认区场营销贸资链税财审银数统据网页软脑联络习机车辆制体筑测结构飞纳规划乡观风酿农养兽医卫药剂检验复饮饪运训练输员图书馆报' +
  '档纺织饰矿渔军职劳针顺势译笔毕获长连维亚罗卢兰尔干东说苏爱麦腊顿马陆门湾韩鲜挝缅莱约里鲁叙宾来乌萨篮赛团围镇静宁节实顶户' +
  '温阳滩边码厂层带队强顾问办伤组绿洁签证后从虑选欢贵课过级费杂注册预负担总领还没确么随个讲万尽价钱额奖无拥准备并显识称间补' +
  '择跃丰浓亲众现请条试宽换圣仑诺锡灵韦剑桥彻谢贝奥纽泽极属刚诞冈几乔绍买凯扬汤屿赞硕岁录丽华义台这们吗样让给该点儿听话题参' +
  '与将齐厅号气绩优质难兴画剧护辞愿贷转变适协调辅讨论压处购货则战争蓝红黄鸟鱼龙阅闲闻库宠岛峡岭币帐帮亿仅储两内冻胜励双严圆' +
  '坏壮梦奋妇妈婴孙届废弯径怀态损拟败断于暂历楼标树权归残决况沟满涨灾热状独环监离种积稳竞简粮绝丝综线继续罚胆脸举旧复见订讯' +
  '记许评词详议责赶迹载轻轮周进远释铁键险只鸡云项须头饭发斗党龄凭贡扩坛齿访邻钻础献弹紧纸细终县肤葱萝袭触诗诚误谓誉竖猫贺赖' +
  '赵轨轰辩逻郑酱铅错镜板阵陈虽雾韵响频颜余饥驾惊闹鸿面霉园侨镑块布弥滨厦玛';

const TO_SIMPLIFIED = new Map<string, string>(
  [...TRADITIONAL].map((char, index) => [char, [...SIMPLIFIED][index]!]),
);
const HAN = /[\u3400-\u9FFF]/gu;

/** The text with traditional Chinese characters written in their simplified forms; other characters unchanged. */
export function toSimplifiedChinese(text: string): string {
  return text.replace(HAN, (char) => TO_SIMPLIFIED.get(char) ?? char);
}
