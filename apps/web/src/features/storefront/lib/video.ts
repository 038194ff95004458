export type VideoSource = { kind: 'iframe'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value, 'http://relative.invalid');
  } catch {
    return null;
  }
}

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /\/(?:video\/)?(\d+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/** YouTube/Vimeo pages become embeddable player URLs; any other URL is played as a video file. */
export function toVideoSource(value: string | null | undefined): VideoSource | null {
  const raw = value?.trim();
  if (!raw) return null;
  const url = parseUrl(raw);
  if (url && url.hostname !== 'relative.invalid') {
    const yt = youTubeId(url);
    if (yt) return { kind: 'iframe', src: `https://www.youtube-nocookie.com/embed/${yt}` };
    const vimeo = vimeoId(url);
    if (vimeo) return { kind: 'iframe', src: `https://player.vimeo.com/video/${vimeo}` };
  }
  return { kind: 'file', src: raw };
}
