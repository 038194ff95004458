import type { ServerMessages } from './en.js';

/** Japanese (です・ます). */
export const ja: ServerMessages = {
  'mail.greeting': 'こんにちは。',
  'mail.signoff': 'よろしくお願いいたします。',
  'mail.unsubscribe': '配信停止',

  'confirm.subject': '{siteName} の購読を確認してください',
  'confirm.intro':
    '{siteName} のニュースレターにご登録いただきありがとうございます。こちらがご本人のメールアドレスであることをご確認ください。',
  'confirm.introText':
    '{siteName} のニュースレターにご登録いただきありがとうございます。次のリンクを開いて、ご本人のメールアドレスであることをご確認ください。',
  'confirm.button': '購読を確認する',
  'confirm.copyLink': 'または、このリンクをブラウザにコピーしてください：{link}',
  'confirm.validFor': '{days, plural, other {このリンクの有効期限は # 日間です。}}',
  'confirm.ignore':
    '登録を申し込んでいない場合は、このメールを無視してください。リストに追加されることはなく、{siteName} から今後連絡することもありません。',
  'confirm.subscribedOn': '{siteUrl} でこのアドレスが登録されました。',

  'welcome.subject': '{siteName} へようこそ！',
  'welcome.thanks': '{siteName} のニュースレターにご登録いただきありがとうございます。ご参加いただけてとても嬉しいです！',
  'welcome.introDistributor': '{companyName} の独立ディストリビューター、{distributorName} です。',
  'welcome.introSite': '{siteName} は {companyName} の独立ディストリビューターが運営しています。',
  'welcome.news': '{intro}健康に役立つヒントや製品のニュース、特別なご案内をときどきお届けします。',
  'welcome.replyHint': 'ご質問があれば、このメールにそのまま返信してください。私に直接届きます。',
  'welcome.subscribedOn': '{siteUrl} でご登録いただいたため、このメールをお送りしています。',
  'welcome.dontWant': '{siteName} からのメールが不要な場合は、こちらから{unsubscribe}できます。',
  'welcome.dontWantText': '{siteName} からのメールが不要な場合は、こちらから配信停止できます：{url}',

  'invite.subject': '{who} から {site} のニュースレターへのご招待',
  'invite.greeting': 'こんにちは。',
  'invite.intro': '{who} の連絡先にあなたが登録されており、{site} のニュースレターをお送りしたいと考えています。受け取りを希望されますか？',
  'invite.button': 'はい、購読します',
  'invite.buttonText': 'はい、購読します：{url}',
  'invite.validFor': '{days, plural, other {このリンクの有効期限は # 日間です。}}',
  'invite.ignore': '何もしなければ購読されることはなく、今後お尋ねすることもありません。',

  'lead.subject': '{siteName} へのお問い合わせありがとうございます',
  'lead.greeting': '{name}様',
  'lead.received':
    '{siteName} からお問い合わせいただきありがとうございます。メッセージを受け取りました。できるだけ早く、通常は 1〜2 営業日以内に、' +
    '私から直接ご連絡いたします。',
  'lead.replyHint': 'それまでに追加でお伝えいただきたいことがあれば、このメールにそのまま返信してください。私に直接届きます。',
  'lead.visitorFallback': 'お客',
  'lead.why': '{siteUrl} からメッセージを送信されたため、このメールをお送りしています。',

  'campaign.buyNow': '今すぐ購入',
  'campaign.readMore': '続きを読む',
  'campaign.why': '{site} でご登録いただいたため、このメールをお送りしています。',
  'campaign.webVersion': 'ブラウザで表示',

  'form.subscribed': '登録完了！メールを確認し、リンクをクリックして購読を確定してください。',
  'form.confirmationPending': '登録完了！確認用のリンクをお送りしました。メール（迷惑メールフォルダも）をご確認ください。',
  'form.alreadySubscribed': '登録完了！すでにリストに登録されています。',
  'form.leadReceived': 'ありがとうございます！メッセージを送信しました。',

  'page.invalid.title': 'この配信停止リンクは無効です',
  'page.invalid.text': 'リンクが途中で切れている可能性があります。メールからリンク全体をコピーして、もう一度お試しください。',
  'page.ask.title': '配信を停止しますか？',
  'page.ask.text': 'ボタンを押すと、{siteName} からのニュースレターの配信が停止されます。',
  'page.ask.button': '配信停止',
  'page.already.title': '配信は停止されています',
  'page.done.title': '配信を停止しました',
  'page.done.text': '今後、{siteName} からニュースレターが届くことはありません。',
  'page.undo.lead': '誤って配信を停止しましたか？',
  'page.undo.button': '再登録する',
  'page.again.lead': 'もう一度ニュースレターを受け取りますか？',
  'page.again.button': '確認メールを送る',
  'page.confirmationSent.title': 'メールをご確認ください',
  'page.confirmationSent.text':
    '{siteName} のニュースレターの購読を確認するリンクをメールでお送りしました。確認が済むと、再びニュースレターが届くようになります。',
  'page.resubscribed.title': '再登録しました',
  'page.resubscribed.text': 'おかえりなさい！{siteName} のニュースレターが再び届くようになります。',
  'page.resubscribedPending.title': '購読を確認してください',
  'page.resubscribedPending.text':
    '{siteName} のニュースレターの購読はまだ確認されていません。サイトでもう一度登録し、お送りするメールから確認してください。',
  'page.cannotResubscribe.title': 'このアドレスは再登録できません',
  'page.cannotResubscribe.text': 'このアドレスへのメールが拒否または迷惑メールとして報告されたため、ニュースレターの送信を停止しています。',
  'page.confirm.title': '購読を確認してください',
  'page.confirm.text': 'ボタンを押して、{listName} のニュースレターの購読を確認してください。',
  'page.confirm.button': '購読を確認',
  'page.sequenceAsk.text': 'ボタンを押すと、{siteName} からのメールの配信が停止されます。',
  'page.sequenceDone.text': '今後、{siteName} からメールが届くことはありません。',
};
