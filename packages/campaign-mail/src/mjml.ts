import mjml2html from 'mjml';

/**
 * MJML → HTML, as every email of the platform is compiled (campaigns here, the worker's transactional
 * mails): soft validation, so a warning never stops a send, and no comments in what is sent.
 */
export async function compileMjml(source: string): Promise<string> {
  const result = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  return result.html;
}
