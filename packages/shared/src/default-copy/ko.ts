import type { DefaultCopy } from './types.js';

export const ko: DefaultCopy = {
  heroDescription: '{company}의 웰니스 제품과 나만의 방식으로 키워 갈 수 있는 유연한 비즈니스 기회를 만나 보세요.',
  heroCta: '제품 보기',
  welcomeTitle: '{siteName}에 오신 것을 환영합니다',
  welcomeText:
    '방문해 주셔서 감사합니다! 저는 {company}의 독립 디스트리뷰터입니다. 제가 사용하고 추천하는 제품을 둘러보시고, 비즈니스 기회가 어떻게 운영되는지 알아보세요. 궁금한 점이 있으시면 언제든지 연락해 주세요.',
  introductionTitle: '소개',
  introductionText:
    '{company}은(는) 영양, 스킨케어, 라이프스타일 제품을 선보이고 있습니다. 독립 디스트리뷰터로서 여러분에게 맞는 제품을 고르실 수 있도록 도와드리고, 원하시면 다른 분들과 제품을 나누는 방법도 알려 드립니다.',
  aboutTitle: '{company} 소개',
  aboutContent1: '2001년에 설립된 {company}은(는) 엄격한 품질 기준에 따라 영양, 스킨케어, 라이프스타일 제품을 개발하는 글로벌 기업입니다.',
  aboutContent2:
    '현재 {company}은(는) 90여 개국에 진출해 있으며, 전 세계 독립 디스트리뷰터 커뮤니티를 통해 사람과 사람 사이에서 고객에게 제품을 전하고 있습니다.',
  whyTitle: '왜 네트워크 마케팅인가요?',
  whyText:
    '네트워크 마케팅은 적은 초기 비용으로, 재고 부담 없이 나만의 비즈니스를 시작할 수 있는 방법입니다. 시간을 스스로 정하고, 경험 많은 팀의 도움을 받으며 한 걸음씩 배워 나갈 수 있습니다.',
  videoTitle: '비즈니스 기회 알아보기',
  supportTitle: '언제든지 도와드리겠습니다',
  supportText:
    '제품, 주문 또는 비즈니스 기회에 대해 궁금한 점이 있으신가요? 문의 페이지에서 메시지를 보내 주시면 직접 답변해 드립니다. 저희 팀과 {company} 고객 지원팀이 항상 도와드릴 준비가 되어 있습니다.',
};
