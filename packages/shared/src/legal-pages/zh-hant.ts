import type { LegalTexts } from './types.js';

export const zhHant: LegalTexts = ({ siteName, companyName }) => {
  const contact = { contactLink: '聯絡頁面' };
  return {
    'income-disclaimer': {
      title: '收入聲明',
      sections: [
        { paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: '收益不作保證',
          paragraphs: [
            [
              `${siteName} 由 ${companyName} 的一位獨立經銷商經營。本網站展示或描述的任何收入、收益或生活方式範例僅為說明，` +
                '並不具代表性，也不代表您會獲得相同或任何金額的收入。',
            ],
            [
              '經銷商能否成功取決於許多因素，包括您投入的時間與努力、您的技能與經驗，以及市場狀況。大多數經銷商的收入有限，有些人甚至沒有任何收入。',
            ],
          ],
        },
        {
          heading: '由您自行決定',
          paragraphs: [
            ['加入任何事業機會之前，請詳閱公司的官方收入揭露與獎金制度，並考慮尋求獨立的財務建議。如有任何問題，請使用', contact, '。'],
          ],
        },
      ],
    },
    'privacy-policy': {
      title: '隱私權政策',
      sections: [
        { paragraphs: [[`本隱私權政策說明 ${siteName}（「我們」）在您造訪本網站時如何蒐集及使用個人資料。`, { disclaimer: 'site' }]] },
        {
          heading: '我們蒐集的資料',
          paragraphs: [
            [
              '我們只蒐集您自願提供的資料：您使用聯絡表單時提供的姓名、電子郵件地址、電話號碼與訊息，以及您訂閱電子報時提供的電子郵件地址。' +
                '與大多數網站一樣，我們的伺服器也會記錄基本的技術資料，例如您的 IP 位址與瀏覽器類型，以確保安全並維持網站運作。',
            ],
          ],
        },
        {
          heading: '我們如何使用您的資料',
          paragraphs: [
            [
              `我們使用您的資料回覆您的訊息、寄送您訂閱的電子報，並在您表達興趣時向您介紹 ${companyName} 的產品與事業機會。` +
                '我們不會將您的個人資料出售或出租給任何人。',
            ],
          ],
        },
        {
          heading: '其他網站的連結',
          paragraphs: [[`本網站連結至 ${companyName} 的官方商店、註冊頁面及社群媒體。這些網站有各自的隱私權政策，並非我們所能控制。`]],
        },
        {
          heading: '您的選擇',
          paragraphs: [
            ['您可以隨時透過每封郵件中的連結取消訂閱電子報。若要查詢、更正或刪除我們持有的您的資料，請透過', contact, '提出申請。'],
          ],
        },
        { heading: '本政策的變更', paragraphs: [['我們可能不時更新本政策，最新版本一律公布於本頁面。']] },
      ],
    },
    'terms-of-use': {
      title: '使用條款',
      sections: [
        { paragraphs: [[`使用 ${siteName} 即表示您同意本條款。如您不同意，請勿使用本網站。`]] },
        { heading: '獨立經銷商網站', paragraphs: [[{ disclaimer: 'site' }]] },
        {
          heading: '產品資訊',
          paragraphs: [
            [{ disclaimer: 'product' }],
            [`產品說明與價格僅供參考，如有變動恕不另行通知。訂單透過 ${companyName} 的官方商店下單及出貨，並適用其銷售條款。`],
          ],
        },
        { heading: '收入', paragraphs: [[{ disclaimer: 'income' }]] },
        {
          heading: '網站使用',
          paragraphs: [
            [
              '您可基於個人、非商業目的瀏覽及分享本網站。請勿濫用本網站，例如透過表單發送垃圾訊息或試圖干擾網站服務。' +
                '商標與產品名稱歸其各自所有人所有。',
            ],
          ],
        },
        {
          heading: '責任限制',
          paragraphs: [[`本網站依「現況」提供。在法律允許的範圍內，${siteName} 對於因使用本網站或信賴其內容而產生的任何損失概不負責。`]],
        },
        { heading: '聯絡我們', paragraphs: [['對本條款有任何疑問嗎？請使用', contact, '。']] },
      ],
    },
  };
};
