import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { EmptyToNull, IsLink } from '../../../infra/http/form-values.js';

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'youtube', 'instagram', 'linkedin', 'pinterest', 'tiktok', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const Link = () => (target: object, key: string | symbol) => {
  ApiPropertyOptional({ description: 'http(s) URL; "" or null removes it', maxLength: 500 })(target, key);
  IsOptional()(target, key);
  EmptyToNull()(target, key);
  IsLink()(target, key);
};

/** The footer's social links: one object per site (docs/product.md#data). */
export class SocialLinksDto implements Partial<Record<SocialNetwork, string | null>> {
  @Link() facebook?: string | null;
  @Link() twitter?: string | null;
  @Link() youtube?: string | null;
  @Link() instagram?: string | null;
  @Link() linkedin?: string | null;
  @Link() pinterest?: string | null;
  @Link() tiktok?: string | null;
  @Link() whatsapp?: string | null;
}
