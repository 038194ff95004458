import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** One country's rules as an admin saves them (docs/admin-api.md "Shop links"). */
export class ShopLinkRuleDto {
  @ApiProperty({ example: 'US', description: 'ISO 3166-1 alpha-2 code of a catalog country' })
  @IsString()
  @Matches(/^\s*[A-Za-z]{2}\s*$/, { message: 'country must be a two-letter country code' })
  country!: string;

  @ApiPropertyOptional({
    nullable: true,
    example: 'https://shop.example.com/{country}/{sku}?ref={member_id}',
    description: "A product's Buy link; placeholders {member_id}, {sku}, {country}",
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  buy?: string | null;

  @ApiPropertyOptional({ nullable: true, description: "The shop's home; placeholders {member_id}, {country}" })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  shop?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'The enrolment (Join) page; placeholders {member_id}, {country}' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  join?: string | null;

  @ApiPropertyOptional({ type: [String], example: ['shop.example.com'], description: 'The only hosts an outgoing link may point to' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(253, { each: true })
  hosts?: string[];

  @ApiPropertyOptional({ nullable: true, example: '^[0-9]{7}$', description: 'A regular expression a member ID must match' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  member_id_pattern?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '1001234', description: 'Shown to distributors beside the member ID field' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  member_id_example?: string | null;
}

/** `PUT /admin/shop-links`: every country's rules (a country left out loses its rules). */
export class ShopLinksDto {
  @ApiProperty({ type: [ShopLinkRuleDto] })
  @IsArray()
  @ArrayMaxSize(300)
  @ValidateNested({ each: true })
  @Type(() => ShopLinkRuleDto)
  countries!: ShopLinkRuleDto[];
}
