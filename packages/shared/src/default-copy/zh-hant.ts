import type { DefaultCopy } from './types.js';

export const zhHant: DefaultCopy = {
  heroDescription: '探索 {company} 的健康生活產品，以及一個可依自己步調經營的彈性事業機會。',
  heroCta: '選購產品',
  welcomeTitle: '歡迎來到 {siteName}',
  welcomeText:
    '感謝您的造訪！我是 {company} 的獨立經銷商。歡迎瀏覽我使用並推薦的產品，了解這個事業機會如何運作；若有任何問題，隨時與我聯繫。',
  introductionTitle: '簡介',
  introductionText:
    '{company} 提供營養、肌膚保養與生活風格產品。身為您的獨立經銷商，我可以協助您挑選適合自己的產品；如果您有興趣，也可以告訴您如何與他人分享這些產品。',
  aboutTitle: '關於 {company}',
  aboutContent1: '{company} 成立於 2001 年，是一家國際企業，以嚴格的品質標準開發營養、肌膚保養與生活風格產品。',
  aboutContent2: '如今 {company} 的業務遍及 90 多個國家，產品透過遍布全球的獨立經銷商社群，以人與人之間的分享送到顧客手中。',
  whyTitle: '為什麼選擇網絡行銷？',
  whyText: '網絡行銷讓您以較低的起步成本開創自己的事業，而且不需要囤積存貨。您可以自行安排時間，並由經驗豐富的團隊在每一步給予支持。',
  videoTitle: '認識這個事業機會',
  supportTitle: '我們隨時為您提供協助',
  supportText:
    '對產品、訂單或事業機會有任何疑問嗎？請從聯絡頁面傳送訊息，您將收到專人回覆。我們的團隊與 {company} 的客服隨時樂意為您提供協助。',
};
