/* eslint-disable max-len -- one translated text per line, as the translators deliver it */
// The company catalog's texts in the site languages other than English (docs/product.md "Languages"): per
// category slug and product SKU, the language's name, description (and for products title and instructions).
// English lives in catalog.mjs and is the fallback for a language or field missing here. The wording makes
// no health or income claim, as the English does not (the compliance checker's rules, per language).

/** Category slug → language → { name, description }. */
export const categoryTexts = {
  nutrition: {
    es: {
      name: 'Nutrición',
      description: 'Apoyo nutricional diario: multivitamínicos, omega-3 y mezclas de alimentos integrales para una dieta equilibrada.',
    },
    fr: {
      name: 'Nutrition',
      description:
        "Un soutien nutritionnel au quotidien : multivitamines, oméga-3 et mélanges d'aliments complets pour une alimentation équilibrée.",
    },
    'zh-Hant': { name: '營養補充', description: '日常營養補給：綜合維他命、Omega-3 與天然食材配方，搭配均衡飲食。' },
    ko: { name: '영양', description: '매일의 영양 보충: 종합비타민, 오메가-3, 자연 식품 블렌드로 균형 잡힌 식단을 도와줍니다.' },
    ja: { name: '栄養', description: '毎日の栄養サポート。マルチビタミン、オメガ3、ホールフードのブレンドでバランスのよい食生活に。' },
  },
  'skin-care': {
    es: {
      name: 'Cuidado de la piel',
      description: 'Cuidado de la piel suave y de base botánica para un cutis de aspecto saludable a cualquier edad.',
    },
    fr: { name: 'Soins de la peau', description: 'Des soins doux à base de plantes pour un teint éclatant à tout âge.' },
    'zh-Hant': { name: '肌膚保養', description: '溫和的植萃保養系列，讓各年齡層都擁有好氣色。' },
    ko: { name: '스킨케어', description: '식물 성분 기반의 순한 스킨케어로 나이에 상관없이 생기 있어 보이는 피부를 가꿔 보세요.' },
    ja: { name: 'スキンケア', description: '植物由来のやさしいスキンケアで、年齢を問わず健やかな印象の肌へ。' },
  },
  'weight-management': {
    es: { name: 'Control de peso', description: 'Productos con proteína y fibra que se adaptan a un estilo de vida activo y equilibrado.' },
    fr: { name: 'Gestion du poids', description: 'Des produits riches en protéines et en fibres pour un mode de vie actif et équilibré.' },
    'zh-Hant': { name: '體態管理', description: '蛋白質與膳食纖維產品，適合均衡且活躍的生活方式。' },
    ko: { name: '체중 관리', description: '균형 잡히고 활동적인 생활에 어울리는 단백질 및 식이섬유 제품입니다.' },
    ja: { name: 'ウェイトマネジメント', description: 'バランスのとれたアクティブな毎日に合う、プロテインと食物繊維の製品です。' },
  },
  'wellness-drinks': {
    es: { name: 'Bebidas de bienestar', description: 'Jugos, tés y mezclas de hidratación para disfrutar durante el día.' },
    fr: { name: 'Boissons bien-être', description: 'Jus, thés et préparations hydratantes à savourer tout au long de la journée.' },
    'zh-Hant': { name: '健康飲品', description: '果汁、茶飲與補水沖泡粉，隨時享用。' },
    ko: { name: '웰니스 음료', description: '하루 중 언제든 즐기는 주스, 차, 수분 보충 믹스입니다.' },
    ja: { name: 'ウェルネスドリンク', description: 'ジュース、お茶、水分補給ミックスを一日を通してお楽しみください。' },
  },
};

/** Product SKU → language → { name, title, description, instructions }. */
export const productTexts = {
  'NUT-001': {
    es: {
      name: 'Multivitamínico Daily Essentials',
      title: 'Para 30 días, 60 tabletas',
      description:
        'Una fórmula diaria completa de vitaminas y minerales con vitaminas A, C, D3, E y complejo B, zinc y selenio, pensada para complementar la alimentación de cada día.',
      instructions: 'Toma dos tabletas al día con una comida y un vaso de agua.',
    },
    fr: {
      name: 'Multivitamines Daily Essentials',
      title: 'Cure de 30 jours, 60 comprimés',
      description:
        'Une formule quotidienne complète de vitamines et minéraux : vitamines A, C, D3, E et du groupe B, zinc et sélénium, pour compléter l’alimentation de tous les jours.',
      instructions: 'Prendre deux comprimés par jour au cours d’un repas, avec un grand verre d’eau.',
    },
    'zh-Hant': {
      name: 'Daily Essentials 綜合維他命',
      title: '30 天份，60 錠',
      description: '完整的每日綜合維他命與礦物質配方，含維生素 A、C、D3、E 與維生素 B 群、鋅和硒，補充日常飲食所需。',
      instructions: '每日兩錠，隨餐以一大杯水服用。',
    },
    ko: {
      name: '데일리 에센셜 종합비타민',
      title: '30일분, 60정',
      description:
        '비타민 A, C, D3, E와 비타민 B군, 아연, 셀레늄을 담은 하루 한 번 종합비타민·미네랄 포뮬러로, 매일의 식사를 보완해 줍니다.',
      instructions: '하루 2정을 식사와 함께 충분한 물과 섭취하세요.',
    },
    ja: {
      name: 'デイリーエッセンシャル マルチビタミン',
      title: '30日分・60粒',
      description: 'ビタミンA・C・D3・E、ビタミンB群、亜鉛、セレンを配合した毎日のマルチビタミン＆ミネラル。日々の食事を補います。',
      instructions: '1日2粒を目安に、食事と一緒にたっぷりの水でお召し上がりください。',
    },
  },
  'NUT-002': {
    es: {
      name: 'Cápsulas blandas de aceite de pescado Omega-3',
      title: 'Destilado molecularmente, 90 cápsulas',
      description:
        'EPA y DHA de alta concentración, de aceite de pescado de origen sostenible, destilado molecularmente para su pureza y con recubrimiento entérico para evitar el regusto a pescado.',
      instructions: 'Toma tres cápsulas al día con alimentos.',
    },
    fr: {
      name: 'Huile de poisson Oméga-3 en capsules',
      title: 'Distillée moléculairement, 90 capsules',
      description:
        'EPA et DHA fortement dosés, issus d’une huile de poisson de pêche durable, distillée moléculairement pour sa pureté et gastro-résistante pour éviter tout arrière-goût de poisson.',
      instructions: 'Prendre trois capsules par jour pendant un repas.',
    },
    'zh-Hant': {
      name: 'Omega-3 魚油軟膠囊',
      title: '分子蒸餾，90 粒',
      description: '高濃度 EPA 與 DHA，取自永續來源魚油，經分子蒸餾提升純度，並採腸溶包衣，沒有魚腥回味。',
      instructions: '每日三粒，隨餐服用。',
    },
    ko: {
      name: '오메가-3 피쉬 오일 소프트젤',
      title: '분자 증류, 90캡슐',
      description: '지속 가능한 원료의 피쉬 오일에서 얻은 고함량 EPA·DHA. 분자 증류로 순도를 높이고 장용 코팅으로 비린 뒷맛을 줄였습니다.',
      instructions: '하루 3캡슐을 식사와 함께 섭취하세요.',
    },
    ja: {
      name: 'オメガ3 フィッシュオイル ソフトジェル',
      title: '分子蒸留・90粒',
      description: '持続可能な原料のフィッシュオイルから高濃度のEPAとDHA。分子蒸留で純度を高め、腸溶性コーティングで魚の後味を抑えました。',
      instructions: '1日3粒を目安に、食事と一緒にお召し上がりください。',
    },
  },
  'NUT-003': {
    es: {
      name: 'Mezcla de superalimentos verdes',
      title: 'En polvo, 30 porciones',
      description:
        'Espirulina, chlorella, pasto de trigo, kale y espinaca en una sola medida, con enzimas digestivas. Se mezcla fácilmente con agua, jugo o un licuado.',
      instructions: 'Disuelve una medida (8 g) en 250 ml de agua o jugo una vez al día.',
    },
    fr: {
      name: 'Mélange de super-aliments verts',
      title: 'Poudre, 30 portions',
      description:
        'Spiruline, chlorelle, herbe de blé, chou kale et épinards en une seule mesure, avec des enzymes digestives. Se mélange facilement à l’eau, au jus ou à un smoothie.',
      instructions: 'Diluer une mesure (8 g) dans 250 ml d’eau ou de jus une fois par jour.',
    },
    'zh-Hant': {
      name: '綠色超級食物配方',
      title: '粉末，30 份',
      description: '一匙即含螺旋藻、綠藻、小麥草、羽衣甘藍與菠菜，另添加消化酵素。可輕鬆溶於水、果汁或果昔。',
      instructions: '每日一次，將一匙（8 克）加入 250 毫升水或果汁中攪拌。',
    },
    ko: {
      name: '그린 슈퍼푸드 블렌드',
      title: '분말, 30회분',
      description: '스피루리나, 클로렐라, 밀싹, 케일, 시금치를 한 스푼에 담고 소화 효소를 더했습니다. 물, 주스, 스무디에 잘 섞입니다.',
      instructions: '하루 한 번, 한 스푼(8g)을 물이나 주스 250ml에 타서 드세요.',
    },
    ja: {
      name: 'グリーンスーパーフード ブレンド',
      title: 'パウダー・30回分',
      description:
        'スピルリナ、クロレラ、小麦若葉、ケール、ほうれん草を1杯に。消化酵素も配合。水、ジュース、スムージーに簡単に混ざります。',
      instructions: '1日1回、1杯（8g）を250mlの水またはジュースに溶かしてお召し上がりください。',
    },
  },
  'SKN-001': {
    es: {
      name: 'Sérum facial hidratante',
      title: 'Ácido hialurónico y extractos botánicos, 30 ml',
      description:
        'Un sérum ligero con ácido hialurónico, niacinamida y extracto de té verde que hidrata y suaviza la apariencia de las líneas finas.',
      instructions: 'Aplica dos o tres gotas sobre la piel limpia por la mañana y por la noche, antes de la crema hidratante.',
    },
    fr: {
      name: 'Sérum visage hydratant',
      title: 'Acide hyaluronique et extraits botaniques, 30 ml',
      description:
        'Un sérum léger à l’acide hyaluronique, à la niacinamide et à l’extrait de thé vert qui hydrate et lisse l’apparence des ridules.',
      instructions: 'Appliquer deux à trois gouttes sur peau propre matin et soir, avant la crème hydratante.',
    },
    'zh-Hant': {
      name: '保濕精華液',
      title: '玻尿酸與植物萃取，30 毫升',
      description: '輕盈質地的精華液，含玻尿酸、菸鹼醯胺與綠茶萃取，為肌膚補水，讓細紋看起來更平滑。',
      instructions: '早晚於潔膚後、乳霜前，取兩至三滴塗抹於肌膚。',
    },
    ko: {
      name: '하이드레이팅 페이셜 세럼',
      title: '히알루론산과 식물 추출물, 30ml',
      description: '히알루론산, 나이아신아마이드, 녹차 추출물을 담은 가벼운 세럼으로 피부에 수분을 주고 잔주름이 매끄러워 보이게 합니다.',
      instructions: '아침저녁 세안 후 모이스처라이저 전에 2~3방울을 피부에 바르세요.',
    },
    ja: {
      name: 'ハイドレーティング フェイシャルセラム',
      title: 'ヒアルロン酸と植物エキス・30ml',
      description: 'ヒアルロン酸、ナイアシンアミド、緑茶エキスを配合した軽やかな美容液。肌にうるおいを与え、小じわを目立たなく見せます。',
      instructions: '朝晩、洗顔後の肌に2～3滴をなじませ、その後に保湿クリームをお使いください。',
    },
  },
  'SKN-002': {
    es: {
      name: 'Crema hidratante Daily Defense FPS 30',
      title: 'Crema de día de amplio espectro, 50 ml',
      description:
        'Una crema hidratante diaria no grasa con FPS 30 de amplio espectro, vitamina E y aloe vera que protege y suaviza la piel.',
      instructions: 'Aplica abundantemente en rostro y cuello cada mañana como último paso de tu rutina.',
    },
    fr: {
      name: 'Crème hydratante Daily Defense SPF 30',
      title: 'Crème de jour à large spectre, 50 ml',
      description:
        'Une crème hydratante quotidienne non grasse avec SPF 30 à large spectre, vitamine E et aloe vera pour protéger et adoucir la peau.',
      instructions: 'Appliquer généreusement sur le visage et le cou chaque matin, en dernière étape de votre routine.',
    },
    'zh-Hant': {
      name: 'Daily Defense 防曬保濕乳 SPF 30',
      title: '廣效日霜，50 毫升',
      description: '清爽不油膩的日常保濕乳，含廣效 SPF 30、維生素 E 與蘆薈，保護並柔嫩肌膚。',
      instructions: '每天早上作為保養最後一步，均勻塗抹於臉部與頸部。',
    },
    ko: {
      name: '데일리 디펜스 모이스처라이저 SPF 30',
      title: '광범위 자외선 차단 데이 크림, 50ml',
      description: '광범위 SPF 30, 비타민 E, 알로에 베라를 담은 산뜻한 데일리 모이스처라이저로 피부를 보호하고 부드럽게 가꿔 줍니다.',
      instructions: '매일 아침 스킨케어의 마지막 단계로 얼굴과 목에 충분히 바르세요.',
    },
    ja: {
      name: 'デイリーディフェンス モイスチャライザー SPF30',
      title: '広域UVカット デイクリーム・50ml',
      description: '広域SPF30、ビタミンE、アロエベラを配合した、べたつかない毎日の保湿クリーム。肌を守り、やわらかく整えます。',
      instructions: '毎朝、スキンケアの最後に顔と首にたっぷりとなじませてください。',
    },
  },
  'WGT-001': {
    es: {
      name: 'Batido de proteína vegetal – Vainilla',
      title: 'Proteína de chícharo y arroz, 15 porciones',
      description:
        '20 g de proteína vegetal por porción, con fibra, vitaminas y minerales. Un reemplazo de comida o batido después del ejercicio, con un suave sabor a vainilla.',
      instructions: 'Licúa dos medidas con 300 ml de agua, bebida vegetal o leche. Úsalo como reemplazo de una o dos comidas al día.',
    },
    fr: {
      name: 'Shake protéiné végétal – Vanille',
      title: 'Protéines de pois et de riz, 15 portions',
      description:
        '20 g de protéines végétales par portion, avec fibres, vitamines et minéraux. Un substitut de repas ou un shake après l’effort au goût doux de vanille.',
      instructions: 'Mixer deux mesures avec 300 ml d’eau, de boisson végétale ou de lait. En substitut d’un ou deux repas par jour.',
    },
    'zh-Hant': {
      name: '植物蛋白奶昔－香草',
      title: '豌豆與米蛋白，15 份',
      description: '每份含 20 克植物蛋白，並有膳食纖維、維生素與礦物質。香草風味順口，可作為代餐或運動後飲品。',
      instructions: '兩匙加入 300 毫升水、植物奶或牛奶攪打均勻。每日可取代一至兩餐。',
    },
    ko: {
      name: '식물성 프로틴 쉐이크 – 바닐라',
      title: '완두·쌀 단백질, 15회분',
      description:
        '1회분에 식물성 단백질 20g과 식이섬유, 비타민, 미네랄을 담았습니다. 부드러운 바닐라 맛의 식사 대용 또는 운동 후 쉐이크입니다.',
      instructions: '두 스푼을 물, 식물성 음료 또는 우유 300ml와 섞으세요. 하루 한두 끼 식사 대용으로 드세요.',
    },
    ja: {
      name: 'プラントプロテインシェイク バニラ',
      title: 'えんどう豆・米プロテイン・15回分',
      description:
        '1回分に植物性たんぱく質20g、食物繊維、ビタミン、ミネラルを配合。まろやかなバニラ味で、食事の置き換えや運動後のシェイクに。',
      instructions: '2杯を水、植物性ミルクまたは牛乳300mlとよく混ぜてください。1日1～2食の置き換えに。',
    },
  },
  'WGT-002': {
    es: {
      name: 'Suplemento Fibre Balance',
      title: 'Mezcla de fibra soluble, 30 sobres',
      description:
        'Psyllium, glucomanano e inulina en prácticos sobres que te ayudan a sentirte satisfecho por más tiempo como parte de una dieta controlada en calorías.',
      instructions: 'Mezcla un sobre en 250 ml de agua 30 minutos antes de tu comida principal y bébelo de inmediato.',
    },
    fr: {
      name: 'Complément Fibre Balance',
      title: 'Mélange de fibres solubles, 30 sachets',
      description:
        'Psyllium, glucomannane et inuline en sachets pratiques pour se sentir rassasié plus longtemps dans le cadre d’une alimentation contrôlée en calories.',
      instructions: 'Mélanger un sachet dans 250 ml d’eau 30 minutes avant le repas principal et boire aussitôt.',
    },
    'zh-Hant': {
      name: 'Fibre Balance 纖維補充品',
      title: '水溶性纖維配方，30 包',
      description: '洋車前子、葡甘露聚醣與菊糖的便利隨身包，搭配控制熱量的飲食，幫助維持較久的飽足感。',
      instructions: '於正餐前 30 分鐘，將一包加入 250 毫升水中拌勻後立即飲用。',
    },
    ko: {
      name: '파이버 밸런스 보충제',
      title: '수용성 식이섬유 블렌드, 30포',
      description: '차전자피, 글루코만난, 이눌린을 간편한 스틱에 담아 칼로리를 조절하는 식단과 함께 포만감을 더 오래 느끼도록 돕습니다.',
      instructions: '가장 든든한 식사 30분 전에 한 포를 물 250ml에 섞어 바로 드세요.',
    },
    ja: {
      name: 'ファイバーバランス サプリメント',
      title: '水溶性食物繊維ブレンド・30包',
      description:
        'サイリウム、グルコマンナン、イヌリンを手軽な個包装に。カロリーを意識した食事とあわせて、満足感が長く続くようサポートします。',
      instructions: '一番しっかりとる食事の30分前に、1包を250mlの水に混ぜてすぐにお飲みください。',
    },
  },
  'DRK-001': {
    es: {
      name: 'Jugo de bayas antioxidante',
      title: 'Concentrado, 750 ml',
      description: 'Una rica mezcla de jugos de açaí, granada, arándano azul y goji sin azúcar añadida. Delicioso solo o con agua mineral.',
      instructions: 'Agita bien. Toma 30 ml al día, solo o diluido. Refrigera después de abrir y consume en 30 días.',
    },
    fr: {
      name: 'Jus de baies antioxydant',
      title: 'Concentré, 750 ml',
      description:
        'Un riche mélange de jus d’açaï, de grenade, de myrtille et de goji sans sucre ajouté. Délicieux pur ou allongé d’eau pétillante.',
      instructions:
        'Bien agiter. Boire 30 ml par jour, pur ou dilué. Conserver au réfrigérateur après ouverture et consommer sous 30 jours.',
    },
    'zh-Hant': {
      name: '抗氧化莓果汁',
      title: '濃縮液，750 毫升',
      description: '巴西莓、石榴、藍莓與枸杞果汁的豐富調和，不添加糖。可直接飲用或加入氣泡水。',
      instructions: '飲用前搖勻。每日 30 毫升，直接飲用或稀釋。開封後請冷藏並於 30 天內飲用完畢。',
    },
    ko: {
      name: '항산화 베리 주스',
      title: '농축액, 750ml',
      description:
        '아사이, 석류, 블루베리, 구기자 주스를 풍부하게 블렌딩했으며 설탕을 넣지 않았습니다. 그대로 또는 탄산수에 타서 즐기세요.',
      instructions: '잘 흔들어 주세요. 하루 30ml를 그대로 또는 희석해 드세요. 개봉 후 냉장 보관하고 30일 이내에 드세요.',
    },
    ja: {
      name: 'アンチオキシダント ベリージュース',
      title: '濃縮タイプ・750ml',
      description:
        'アサイー、ざくろ、ブルーベリー、クコのジュースを贅沢にブレンド。砂糖不使用。そのままでも炭酸水で割ってもおいしくどうぞ。',
      instructions:
        'よく振ってください。1日30mlを目安に、そのまま、または薄めてお飲みください。開封後は冷蔵し、30日以内にお召し上がりください。',
    },
  },
  'DRK-002': {
    es: {
      name: 'Té herbal energizante',
      title: 'Té verde, ginseng y jengibre, 30 sobres',
      description:
        'Un té herbal instantáneo con té verde, ginseng coreano, jengibre y limón para un impulso suave sin los nervios del café.',
      instructions: 'Disuelve un sobre en 200 ml de agua caliente o fría. Hasta dos al día.',
    },
    fr: {
      name: 'Tisane énergisante',
      title: 'Thé vert, ginseng et gingembre, 30 sticks',
      description:
        'Une infusion instantanée au thé vert, ginseng coréen, gingembre et citron pour un regain en douceur, sans la nervosité du café.',
      instructions: 'Dissoudre un stick dans 200 ml d’eau chaude ou froide. Jusqu’à deux par jour.',
    },
    'zh-Hant': {
      name: '草本活力茶',
      title: '綠茶、人蔘與薑，30 條',
      description: '結合綠茶、高麗人蔘、薑與檸檬的即溶草本茶，溫和提振精神，沒有咖啡的心慌感。',
      instructions: '一條加入 200 毫升熱水或冷水溶解。每日最多兩條。',
    },
    ko: {
      name: '허브 에너지 티',
      title: '녹차·인삼·생강, 30스틱',
      description: '녹차, 고려인삼, 생강, 레몬을 담은 인스턴트 허브티로 커피 없이도 부드럽게 기분을 북돋아 줍니다.',
      instructions: '한 스틱을 뜨겁거나 차가운 물 200ml에 녹여 드세요. 하루 최대 2스틱.',
    },
    ja: {
      name: 'ハーバル エナジーティー',
      title: '緑茶・高麗人参・しょうが・30本',
      description: '緑茶、高麗人参、しょうが、レモンのインスタントハーブティー。コーヒーに頼らず、やさしくリフレッシュ。',
      instructions: '1本を200mlのお湯または水に溶かしてください。1日2本まで。',
    },
  },
  'DRK-003': {
    es: {
      name: 'Mezcla de hidratación con electrolitos',
      title: 'Lima-limón, 20 porciones',
      description: 'Sodio, potasio y magnesio con vitamina C y sin azúcar para rehidratarte después del ejercicio o en días calurosos.',
      instructions: 'Mezcla una medida en 500 ml de agua fría.',
    },
    fr: {
      name: 'Boisson d’hydratation aux électrolytes',
      title: 'Citron-citron vert, 20 portions',
      description: 'Sodium, potassium et magnésium avec vitamine C et zéro sucre pour se réhydrater après l’effort ou par temps chaud.',
      instructions: 'Mélanger une mesure dans 500 ml d’eau fraîche.',
    },
    'zh-Hant': {
      name: '電解質補水粉',
      title: '檸檬萊姆口味，20 份',
      description: '含鈉、鉀、鎂與維生素 C，零糖配方，運動後或炎熱天氣時補充水分。',
      instructions: '一匙加入 500 毫升冷水中調勻。',
    },
    ko: {
      name: '전해질 수분 보충 믹스',
      title: '레몬라임, 20회분',
      description: '나트륨, 칼륨, 마그네슘에 비타민 C를 더한 무설탕 믹스로 운동 후나 더운 날 수분을 보충해 줍니다.',
      instructions: '한 스푼을 차가운 물 500ml에 섞으세요.',
    },
    ja: {
      name: 'エレクトロライト ハイドレーションミックス',
      title: 'レモンライム・20回分',
      description: 'ナトリウム、カリウム、マグネシウムにビタミンCを加えた砂糖ゼロのミックス。運動のあとや暑い日の水分補給に。',
      instructions: '1杯を500mlの冷たい水に混ぜてください。',
    },
  },
};
