import { EmailField, HoneypotField, OptionalTextField, TextField } from '../../audience/dto/public-form.fields.js';

/** The landing page's contact form (docs/product.md#data: name, email, subject, message; subject not on the form). */
export class ContactMessageDto {
  @TextField('Name', 100)
  name!: string;

  @EmailField()
  email!: string;

  @OptionalTextField('Subject', 200)
  subject?: string;

  @TextField('Message', 5000)
  message!: string;

  @HoneypotField()
  website?: string;
}
