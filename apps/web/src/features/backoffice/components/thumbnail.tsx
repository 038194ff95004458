import { Image, Text } from '@mantine/core';

/** A small image cell for tables; a dash when there is no image. */
export function Thumbnail({ src, alt = '' }: { src: unknown; alt?: string }) {
  if (typeof src !== 'string' || src === '') {
    return (
      <Text c="dimmed" span>
        —
      </Text>
    );
  }
  return <Image src={src} alt={alt} h={48} w={72} fit="cover" radius="sm" bg="gray.1" />;
}
