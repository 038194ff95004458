import type { ServerMessages } from './en.js';

/** Korean (polite 합니다/해요 style). */
export const ko: ServerMessages = {
  'mail.greeting': '안녕하세요.',
  'mail.signoff': '감사합니다.',
  'mail.unsubscribe': '수신 거부',

  'confirm.subject': '{siteName} 구독을 확인해 주세요',
  'confirm.intro': '{siteName} 뉴스레터를 구독해 주셔서 감사합니다. 본인의 이메일 주소가 맞는지 확인해 주세요.',
  'confirm.introText': '{siteName} 뉴스레터를 구독해 주셔서 감사합니다. 아래 링크를 열어 본인의 이메일 주소가 맞는지 확인해 주세요.',
  'confirm.button': '구독 확인하기',
  'confirm.copyLink': '또는 이 링크를 브라우저에 복사해 붙여 넣으세요: {link}',
  'confirm.validFor': '{days, plural, other {이 링크는 #일 동안 유효합니다.}}',
  'confirm.ignore': '구독을 신청하지 않으셨다면 이 이메일을 무시하세요. 목록에 추가되지 않으며 {siteName}에서 더 이상 연락드리지 않습니다.',
  'confirm.subscribedOn': '누군가 {siteUrl}에서 이 주소로 구독을 신청했습니다.',

  'welcome.subject': '{siteName}에 오신 것을 환영합니다!',
  'welcome.thanks': '{siteName} 뉴스레터를 구독해 주셔서 감사합니다. 함께하게 되어 정말 기쁩니다!',
  'welcome.introDistributor': '저는 {companyName}의 독립 디스트리뷰터 {distributorName}입니다.',
  'welcome.introSite': '{siteName}은(는) {companyName}의 독립 디스트리뷰터가 운영합니다.',
  'welcome.news': '{intro} 앞으로 가끔 건강 관리 팁, 제품 소식, 특별 혜택을 보내 드리겠습니다.',
  'welcome.replyHint': '그동안 궁금한 점이 있으신가요? 이 이메일에 회신만 하시면 제게 바로 전달됩니다.',
  'welcome.subscribedOn': '{siteUrl}에서 구독하셨기 때문에 이 이메일을 받으셨습니다.',
  'welcome.dontWant': '{siteName}의 이메일을 더 이상 받고 싶지 않으신가요? {unsubscribe}.',
  'welcome.dontWantText': '{siteName}의 이메일을 더 이상 받고 싶지 않으신가요? 수신 거부: {url}',

  'invite.subject': '{who}님이 {site} 뉴스레터에 초대합니다',
  'invite.greeting': '안녕하세요.',
  'invite.intro': '{who}님의 연락처에 회원님이 있어 {site} 뉴스레터를 보내 드리고 싶어 합니다. 받아 보시겠어요?',
  'invite.button': '네, 구독할게요',
  'invite.buttonText': '네, 구독할게요: {url}',
  'invite.validFor': '{days, plural, other {이 링크는 #일 동안 유효합니다.}}',
  'invite.ignore': '아무것도 하지 않으시면 구독되지 않으며, 다시 묻지 않겠습니다.',

  'lead.subject': '{siteName}에 메시지를 보내 주셔서 감사합니다',
  'lead.greeting': '{name}님, 안녕하세요.',
  'lead.received':
    '{siteName}을(를) 통해 연락해 주셔서 감사합니다. 보내 주신 메시지를 잘 받았으며, 가능한 한 빨리 직접 답변드리겠습니다. ' +
    '보통 영업일 기준 1~2일 이내에 연락드립니다.',
  'lead.replyHint': '그동안 덧붙이실 내용이 있으면 이 이메일에 회신해 주세요. 제게 바로 전달됩니다.',
  'lead.visitorFallback': '고객',
  'lead.why': '{siteUrl}을(를) 통해 메시지를 보내셨기 때문에 이 이메일을 받으셨습니다.',

  'campaign.buyNow': '지금 구매하기',
  'campaign.readMore': '더 읽기',
  'campaign.why': '{site}에서 구독하셨기 때문에 이 이메일을 받으셨습니다.',
  'campaign.webVersion': '브라우저에서 보기',

  'form.subscribed': '구독 신청 완료! 이메일을 확인하고 링크를 눌러 구독을 확인해 주세요.',
  'form.confirmationPending': '구독 신청 완료! 확인 링크를 보내 드렸습니다. 이메일(스팸함 포함)을 확인해 주세요.',
  'form.alreadySubscribed': '구독 신청 완료! 이미 구독 중이십니다.',
  'form.leadReceived': '감사합니다! 메시지가 전송되었습니다.',

  'page.invalid.title': '유효하지 않은 수신 거부 링크입니다',
  'page.invalid.text': '링크가 잘렸을 수 있습니다. 이메일에서 링크 전체를 복사해 다시 시도해 주세요.',
  'page.ask.title': '수신을 거부하시겠습니까?',
  'page.ask.text': '버튼을 누르면 {siteName}의 뉴스레터를 더 이상 받지 않습니다.',
  'page.ask.button': '수신 거부',
  'page.already.title': '수신 거부된 상태입니다',
  'page.done.title': '수신 거부가 완료되었습니다',
  'page.done.text': '앞으로 {siteName}의 뉴스레터를 받지 않습니다.',
  'page.undo.lead': '실수로 수신 거부하셨나요?',
  'page.undo.button': '다시 구독하기',
  'page.again.lead': '뉴스레터를 다시 받고 싶으신가요?',
  'page.again.button': '확인 이메일 보내기',
  'page.confirmationSent.title': '이메일을 확인해 주세요',
  'page.confirmationSent.text':
    '{siteName} 뉴스레터 구독을 확인할 수 있는 링크를 이메일로 보내 드렸습니다. 확인을 마치시면 뉴스레터를 다시 받으실 수 있습니다.',
  'page.resubscribed.title': '다시 구독되었습니다',
  'page.resubscribed.text': '다시 오신 것을 환영합니다! {siteName} 뉴스레터를 다시 받으실 수 있습니다.',
  'page.resubscribedPending.title': '구독을 확인해 주세요',
  'page.resubscribedPending.text':
    '{siteName} 뉴스레터 구독이 아직 확인되지 않았습니다. 사이트에서 다시 구독하신 뒤 보내 드리는 이메일에서 확인해 주세요.',
  'page.cannotResubscribe.title': '이 주소는 다시 구독할 수 없습니다',
  'page.cannotResubscribe.text': '이 주소로 보낸 이메일이 거부되었거나 스팸으로 신고되어 더 이상 뉴스레터를 보내지 않습니다.',
  'page.confirm.title': '구독을 확인해 주세요',
  'page.confirm.text': '버튼을 눌러 {listName} 뉴스레터 구독을 확인해 주세요.',
  'page.confirm.button': '구독 확인',
  'page.sequenceAsk.text': '버튼을 누르면 {siteName}의 이메일을 더 이상 받지 않습니다.',
  'page.sequenceDone.text': '앞으로 {siteName}의 이메일을 받지 않습니다.',
};
