import { toVideoSource } from '../lib/video';
import classes from './video-embed.module.css';

/** YouTube/Vimeo links play in their embedded player; other URLs are video files. */
export function VideoEmbed({ url, title }: { url: string | null | undefined; title: string }) {
  const source = toVideoSource(url);
  if (!source) return null;
  return (
    <div className={classes.frame}>
      {source.kind === 'iframe' ? (
        <iframe
          src={source.src}
          title={title}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video src={source.src} controls preload="metadata" playsInline aria-label={title}>
          <a href={source.src}>Download the video</a>
        </video>
      )}
    </div>
  );
}
