import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Which column of the CSV holds what: the header's text, as the preview lists it. */
export class ContactImportMapping {
  @ApiProperty({ description: 'The column holding the email address (required)', example: 'E-mail' })
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'email_column: choose the column with the email addresses' })
  @MaxLength(200)
  email_column!: string;

  @ApiPropertyOptional({ description: 'The column holding the name (or the first name)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name_column?: string;

  @ApiPropertyOptional({ description: 'A column holding the last name, joined after the name' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  last_name_column?: string;

  @ApiPropertyOptional({ description: 'The column holding the phone number' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  phone_column?: string;

  @ApiPropertyOptional({ description: 'A column of tags, separated by commas, semicolons or |' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  tags_column?: string;

  @ApiPropertyOptional({ description: 'A tag given to every imported contact, e.g. "fair 2026"' })
  @IsOptional()
  @Transform(lower)
  @IsString()
  @MinLength(1)
  @MaxLength(40, { message: 'tag must be at most 40 characters' })
  tag?: string;
}

export class ContactImportSuggestion {
  @ApiProperty({ type: String, nullable: true }) email_column!: string | null;
  @ApiProperty({ type: String, nullable: true }) name_column!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name_column!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone_column!: string | null;
  @ApiProperty({ type: String, nullable: true }) tags_column!: string | null;
}

export class ContactImportPreview {
  @ApiProperty({ enum: [',', ';', '\t'], description: 'The separator found in the first line' })
  delimiter!: string;

  @ApiProperty({ type: [String], description: "The header row's columns" })
  columns!: string[];

  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'The first rows after the header' })
  rows!: string[][];

  @ApiProperty({ type: ContactImportSuggestion, description: 'The columns the headers suggest' })
  suggested_mapping!: ContactImportSuggestion;
}

export class ContactImportRowError {
  @ApiProperty({ description: 'The line of the file (the header is line 1)' }) line!: number;
  @ApiProperty() message!: string;
}

export class ContactImportReport {
  @ApiProperty({ description: 'Rows read after the header (blank lines not counted)' }) rows!: number;
  @ApiProperty({ description: 'New contacts' }) created!: number;
  @ApiProperty({ description: 'Existing contacts that gained a name, phone or tags (nothing already set is overwritten)' })
  merged!: number;
  @ApiProperty({ description: 'Existing contacts the row added nothing to' }) unchanged!: number;
  @ApiProperty({ description: 'Rows not imported (see errors)' }) skipped!: number;
  @ApiProperty({ type: [ContactImportRowError], description: 'Per row, why it was skipped or a value left out (the first 1,000)' })
  errors!: ContactImportRowError[];
  @ApiProperty({ description: 'More errors than listed' }) errors_truncated!: boolean;
  @ApiProperty() duration_ms!: number;
}
