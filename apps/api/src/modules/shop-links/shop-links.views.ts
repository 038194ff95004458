import { Nested, Text, TextList } from '../../infra/http/answer-properties.js';

/** One catalog country's shop-link rules (empty fields: none set). */
export class ShopLinkRuleView {
  @Text() country!: string;
  @Text({ nullable: true }) buy!: string | null;
  @Text({ nullable: true }) shop!: string | null;
  @Text({ nullable: true }) join!: string | null;
  @TextList() hosts!: string[];
  @Text({ nullable: true }) member_id_pattern!: string | null;
  @Text({ nullable: true }) member_id_example!: string | null;
}

/** `GET`/`PUT /admin/shop-links`: every catalog country, in code order. */
export class ShopLinksAnswer {
  @Nested(() => ShopLinkRuleView, { list: true }) countries!: ShopLinkRuleView[];
}
